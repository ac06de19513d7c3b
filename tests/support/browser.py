"""A headless Chromium for the phone page's tests, driven by Selenium.

Every Selenium call blocks, so it runs in a worker thread while the test
waits with qtbot: the qasync loop keeps serving the page meanwhile.
:func:`missing` says why the browser cannot run here (``""``: it can).
"""

from __future__ import annotations

import concurrent.futures
import os
import shutil
from typing import Any

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")

_POOL = concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="selenium")


def missing() -> str:
    """Why no headless browser can run here, or ``""``."""
    try:
        import selenium.webdriver  # noqa: F401
    except ImportError:
        return "selenium is not installed (pip install -e '.[test]')"
    if not (shutil.which(CHROMIUM) and shutil.which(CHROMEDRIVER)):
        return (
            f"no headless browser: {CHROMIUM} and {CHROMEDRIVER} are needed (apt-get install chromium chromium-driver)"
        )
    return ""


def blocking(qtbot, fn, *args: Any, timeout: int = 30000) -> Any:
    """Run the blocking ``fn(*args)`` in the Selenium thread, the loop running."""
    future = _POOL.submit(fn, *args)
    qtbot.waitUntil(future.done, timeout=timeout)
    return future.result()


def browser(language: str, width: int = 412, height: int = 1200) -> Any:
    """Headless Chromium as a phone (412 px wide) speaking ``language``."""
    from selenium import webdriver
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service

    options = Options()
    options.binary_location = shutil.which(CHROMIUM) or CHROMIUM
    for arg in (
        "--headless=new",
        "--no-sandbox",
        "--disable-dev-shm-usage",
        "--disable-gpu",
        f"--window-size={width},{height}",
        f"--lang={language}",
        "--no-first-run",
        "--disable-extensions",
    ):
        options.add_argument(arg)
    options.add_experimental_option("prefs", {"intl.accept_languages": language})
    return webdriver.Chrome(service=Service(shutil.which(CHROMEDRIVER) or CHROMEDRIVER), options=options)


def wait_page(qtbot, driver: Any, condition, timeout: int = 15000) -> None:
    """Wait until ``condition(driver)`` is true, asked in the Selenium thread."""
    result = {"ok": False}

    def check() -> bool:
        if not result.get("busy"):
            result["busy"] = True
            future = _POOL.submit(condition, driver)
            future.add_done_callback(lambda f: result.update(ok=not f.exception() and bool(f.result()), busy=False))
        return bool(result["ok"])

    qtbot.waitUntil(check, timeout=timeout)
