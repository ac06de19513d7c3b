"""The addresses the laptop offers phones, and the ``Host`` headers it answers.

* :func:`lan_addresses`: every IPv4 address of the machine's network
  interfaces a phone on the same network could reach, best first (``ifaddr``
  lists them on Linux, macOS and Windows).  The address of the outward route
  alone is not enough: with a VPN, that route goes through the tunnel and
  hides the café's or the home's network.
* :class:`HostCheck`: the server answers only requests that name it by an
  address it offers, ``localhost``, or an IP address of this machine.  A web
  page elsewhere can point a name of its own at the laptop's address (DNS
  rebinding); the browser then sends that name, and is refused (421).
"""

from __future__ import annotations

import ipaddress
import socket
import time
from collections.abc import Callable, Iterable

__all__ = ["LOOPBACK", "HostCheck", "host_name", "lan_addresses", "outward_address"]

LOOPBACK = "127.0.0.1"
# Interface names (prefixes) and descriptions (words) of VPN tunnels, container bridges and virtual machines.
VIRTUAL_PREFIXES = (
    "docker", "br-", "virbr", "veth", "tun", "tap", "wg", "utun", "tailscale", "zt", "ppp", "vboxnet",
    "vmnet", "lxc", "lxd", "cni", "flannel", "podman", "ipsec", "nordlynx", "gpd",
)  # fmt: skip
VIRTUAL_WORDS = ("vpn", "virtual", "vethernet", "wireguard", "tailscale", "zerotier", "hyper-v", "tap-", "loopback")
# Seconds between two reads of the machine's addresses by the Host check (a miss re-reads at most this often).
REFRESH_SECONDS = 30.0


def outward_address() -> str | None:
    """The IPv4 address of the interface that routes outward, or ``None``.

    Read from a UDP socket "connected" outward: no packet is sent.
    """
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("10.254.254.254", 1))
        address = str(probe.getsockname()[0])
    except OSError:
        return None
    finally:
        probe.close()
    return None if address.startswith("127.") or address == "0.0.0.0" else address


def _interfaces() -> list[tuple[str, str, str]]:
    """(name, description, address) of every address of every interface.

    Empty when they cannot be listed.
    """
    try:
        import ifaddr

        adapters = ifaddr.get_adapters()
    except (ImportError, OSError, ValueError):
        return []
    found = []
    for adapter in adapters:
        for ip in adapter.ips:
            address = ip.ip[0] if isinstance(ip.ip, tuple) else ip.ip
            found.append((str(adapter.name), str(adapter.nice_name), str(address).split("%", 1)[0]))
    return found


def _rank(name: str, description: str, address: ipaddress.IPv4Address) -> tuple[int, int]:
    lowered = f"{name} {description}".lower()
    virtual = name.lower().startswith(VIRTUAL_PREFIXES) or any(word in lowered for word in VIRTUAL_WORDS)
    ranges = ("192.168.0.0/16", "172.16.0.0/12", "10.0.0.0/8")
    place = next((i for i, net in enumerate(ranges) if address in ipaddress.ip_network(net)), len(ranges))
    return int(virtual), place


def lan_addresses(interfaces: Callable[[], list[tuple[str, str, str]]] = _interfaces) -> list[str]:
    """Every IPv4 address a phone on the same network could reach, best first.

    Left out: loopback, link-local (169.254/16), multicast and unspecified
    addresses.  Order: real interfaces before virtual ones (VPN tunnels,
    container and VM bridges, told by their names), then 192.168/16,
    172.16/12, 10/8 and the rest (CGNAT, public), then interface name.  When
    the interfaces cannot be listed, the outward route's address; ``[]`` when
    there is none either.  ``interfaces`` is injectable for tests.
    """
    ranked = []
    for name, description, text in interfaces():
        try:
            address = ipaddress.ip_address(text)
        except ValueError:
            continue
        if not isinstance(address, ipaddress.IPv4Address):
            continue
        if address.is_loopback or address.is_link_local or address.is_multicast or address.is_unspecified:
            continue
        ranked.append((_rank(name, description, address), name, str(address)))
    found = list(dict.fromkeys(address for _, _, address in sorted(ranked)))
    if not found:
        outward = outward_address()
        found = [outward] if outward else []
    return found


def host_name(header: str | None) -> str | None:
    """The host a ``Host`` header names; ``None`` if malformed.

    Lower-case, without port or brackets, IP addresses normalised.
    """
    if not header or len(header) > 255:
        return None
    if header.startswith("["):
        literal, bracket, rest = header[1:].partition("]")
        if not bracket or (rest and not (rest.startswith(":") and rest[1:].isdigit())):
            return None
        name = literal.split("%", 1)[0]
    else:
        name, colon, port = header.rpartition(":")
        if not colon:
            name = header
        elif not port.isdigit() or ":" in name:
            return None
    try:
        return str(ipaddress.ip_address(name))
    except ValueError:
        pass
    name = name.lower().rstrip(".")
    if not name or any(not (c.isalnum() or c in "-.") for c in name):
        return None
    return name


def _machine_addresses() -> frozenset[str]:
    found = {LOOPBACK, "::1"}
    for _, _, text in _interfaces():
        try:
            found.add(str(ipaddress.ip_address(text)))
        except ValueError:
            continue
    return frozenset(found)


class HostCheck:
    """Whether a request's ``Host`` header names this server.

    It does when it names an offered address, ``localhost``, or a local
    IP.

    ``offered`` are the addresses the server listens on and offers.  The
    machine's own addresses are read at most every :data:`REFRESH_SECONDS`
    (when a header names an IP address not seen yet).  ``machine`` and
    ``clock`` are injectable for tests.
    """

    def __init__(
        self,
        offered: Iterable[str],
        machine: Callable[[], frozenset[str]] = _machine_addresses,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._names = {"localhost", LOOPBACK, "::1", *(n for n in map(host_name, offered) if n)}
        self._machine_reader = machine
        self._clock = clock
        self._machine = machine()
        self._read_at = clock()

    def __call__(self, header: str | None) -> bool:
        """True when ``header`` names this server.

        ``header`` is the ``Host`` header's value, or ``None``.
        """
        name = host_name(header)
        if name is None:
            return False
        if name in self._names or name in self._machine:
            return True
        try:
            ipaddress.ip_address(name)
        except ValueError:
            # A name the app never offered: DNS rebinding, or a mistyped address.
            return False
        if self._clock() - self._read_at >= REFRESH_SECONDS:
            self._machine, self._read_at = self._machine_reader(), self._clock()
        return name in self._machine
