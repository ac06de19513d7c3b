"""The Statistics window.

:mod:`.window`, opened by :func:`.window.open_statistics`) and its QPainter
charts (:mod:`.charts`.
"""
