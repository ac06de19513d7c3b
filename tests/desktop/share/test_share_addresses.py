"""Which addresses the share dialog offers and the Host check.

Every LAN IPv4, a VPN's route does not hide the LAN.
"""

from __future__ import annotations

import asyncio

import pytest

from archenemy.desktop.share import addresses
from archenemy.desktop.share.addresses import HostCheck, host_name, lan_addresses

from support.share import new_session, run, start_server

VPN_AND_LAN = [
    ("lo", "lo", "127.0.0.1"),
    ("lo", "lo", "::1"),
    # The VPN holds the default route
    ("tun0", "tun0", "10.8.0.6"),
    ("docker0", "docker0", "172.17.0.1"),
    # The café's Wi-Fi
    ("wlp2s0", "wlp2s0", "192.168.1.34"),
    ("wlp2s0", "wlp2s0", "fe80::1"),
    # Link-local: no phone reaches it
    ("enp3s0", "enp3s0", "169.254.7.7"),
    ("enx0", "USB Ethernet", "10.20.0.5"),
]


def test_every_lan_address_is_offered_the_lan_before_the_vpn_and_bridges():
    found = lan_addresses(lambda: VPN_AND_LAN)
    assert found == ["192.168.1.34", "10.20.0.5", "172.17.0.1", "10.8.0.6"]


def test_windows_names_its_vpn_adapters_in_their_descriptions():
    found = lan_addresses(
        lambda: [
            ("{A1}", "WireGuard Tunnel", "10.6.0.2"),
            ("{B2}", "Wi-Fi", "10.0.0.12"),
            ("{C3}", "vEthernet (WSL)", "172.20.0.1"),
        ]
    )
    assert found == ["10.0.0.12", "172.20.0.1", "10.6.0.2"]


def test_no_interface_listed_falls_back_to_the_outward_route(monkeypatch):
    monkeypatch.setattr(addresses, "outward_address", lambda: "192.168.0.9")
    assert lan_addresses(lambda: []) == ["192.168.0.9"]
    monkeypatch.setattr(addresses, "outward_address", lambda: None)
    assert lan_addresses(lambda: []) == []


def test_this_machines_addresses_are_listed():
    found = addresses._machine_addresses()
    assert "127.0.0.1" in found and "::1" in found


@pytest.mark.parametrize(
    ("header", "name"),
    [
        ("192.168.1.34:8765", "192.168.1.34"),
        ("LocalHost:8765", "localhost"),
        ("localhost.", "localhost"),
        ("[::1]:8765", "::1"),
        ("[fe80::1%25eth0]:80", "fe80::1"),
        ("evil.example:8765", "evil.example"),
        ("", None),
        (None, None),
        ("a:b:c", None),
        ("host:port", None),
        ("[::1", None),
        ("bad name", None),
        ("x" * 300, None),
    ],
)
def test_the_host_header_is_read_strictly(header, name):
    assert host_name(header) == name


def test_the_host_check_answers_offered_addresses_localhost_and_this_machines_ips_only():
    clock = [0.0]
    machine = {"127.0.0.1", "::1", "192.168.1.34"}
    check = HostCheck(["192.168.1.34", "127.0.0.1"], machine=lambda: frozenset(machine), clock=lambda: clock[0])
    for header in ("192.168.1.34:8765", "127.0.0.1:8765", "localhost:8765", "[::1]:8765"):
        assert check(header), header
    for header in ("evil.example:8765", "192.168.1.34.nip.io:8765", "10.9.9.9:8765", None, "", "my-laptop.local:8765"):
        assert not check(header), header
    # An address the machine got since (a new network)
    machine.add("10.9.9.9")
    # Read again only every 30 s
    assert not check("10.9.9.9:8765")
    clock[0] += 31
    assert check("10.9.9.9:8765")


async def _get(port: int, host: str) -> bytes:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(f"GET /words HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n".encode())
    data = await asyncio.wait_for(reader.read(), 3)
    writer.close()
    return data


def test_a_request_naming_another_host_is_refused_dns_rebinding(qtbot, qasync_loop, tmp_path):
    session = new_session(tmp_path)
    server = start_server(qtbot, session)
    try:
        assert run(qtbot, _get(server.port, f"127.0.0.1:{server.port}")).startswith(b"HTTP/1.1 200")
        assert run(qtbot, _get(server.port, f"localhost:{server.port}")).startswith(b"HTTP/1.1 200")
        refused = run(qtbot, _get(server.port, f"rebind.example:{server.port}"))
        assert refused.startswith(b"HTTP/1.1 421") and b"Content-Security-Policy" in refused
    finally:
        run(qtbot, server.stop())
        session.close()


def test_an_address_the_machine_no_longer_has_is_left_out(qtbot, qasync_loop, tmp_path):
    from archenemy.desktop.share.server import ShareServer

    session = new_session(tmp_path)
    server = ShareServer(session)
    # TEST-NET-3: on no interface
    run(qtbot, server.start(0, ("203.0.113.254", "127.0.0.1")))
    try:
        assert server.hosts == ("127.0.0.1",) and server.url.startswith("http://127.0.0.1:")
    finally:
        run(qtbot, server.stop())
        session.close()
