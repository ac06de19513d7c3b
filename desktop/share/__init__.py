"""Sharing the table with phones on the local network.

Off by default; docs/sharing.md says how it works.

* :mod:`.server`: the aiohttp server on the app's qasync loop (:class:`ShareServer`).
* :mod:`.live`: connected phones, their seats, live updates and their messages.
* :mod:`.protocol`: the messages, and the table rendered as words in a phone's language.
* :mod:`.guard`: the token, its constant-time check, rate limits.
* :mod:`.gate`: every connection admitted or refused as it is accepted (caps, timeouts), quiet logs.
* :mod:`.descriptors`: the open-files limit (raised at start) and the descriptors held.
* :mod:`.addresses`: every LAN address to offer, and the ``Host`` check.
* :mod:`.tokens`: the token kept per game across restarts (an owner-only file).
* :mod:`.dialog`: Game → "Share with phones…" with the QR code.
* :mod:`.problems`: why sharing could not listen, in the app's words (a busy port…).
* ``page/``: the phone page (HTML, CSS, JS; package data, no build step).

Nothing here imports aiohttp until sharing is used: the command line reads
``--share`` through :mod:`.startup` without it.
"""
