"""The cards' real images, from Scryfall.

Fetched once, cached for good, never needed.

Qt-free core (the command line and the tests drive it without a window):

- :mod:`.scryfall`: the polite HTTP client (one aiohttp session, a shared
  rate limiter, User-Agent and Accept on every request, HTTP 429 waited for).
- :mod:`.validation`: is it a real JPEG or PNG of a card (magic bytes, size,
  a decode with an allocation limit through QtGui's QImageReader).
- :mod:`.cache`: the cache folder (atomic writes, safe reads, LRU size cap).
- :mod:`.fetcher`: which printing in which language, and fetching into the cache.
- :mod:`.worker`: reads and decodes in a daemon thread nobody waits for, so
  the app's exit never waits for a decode.

Qt side (thin; the displays use it):

- :mod:`.provider`: :class:`~.provider.CardImageProvider`, ask for a scheme's
  image, get a signal when it is ready; never blocks, never needed.
- :mod:`.question`: the first-time question ("Show card images from Scryfall?").
- :mod:`.download`: the "Download all card images" dialog.

Nothing here is imported at start-up: the window imports it when the setting
asks for images.  See ``docs/card-images.md``.
"""
