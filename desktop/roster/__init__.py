"""The group's players kept between games (:mod:`.store`).

And a game night's next game set up from them (:mod:`.night`).  Qt-free apart
from translated messages.
"""
