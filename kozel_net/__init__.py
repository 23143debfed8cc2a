"""Tables over the network: the host (the only authority over a match), its protocol, a client.

The host holds each table's ``Match``; every client only ever receives its own seat's
``SeatView`` and the public events, so no client can see another's tiles.  The host
never imports pygame: ``python -m kozel_net serve`` runs a table with no window.
The wire protocol is docs/PROTOCOL.md.
"""

from kozel_net.protocol import PHRASES, VERSION

__all__ = ["PHRASES", "VERSION"]
