"""A game's record text as the archive keeps it: deflated against a preset dictionary of record text.

A record is short (some 2 KB), too short for a compressor to learn its
words from the record alone; a preset dictionary (:data:`DICTIONARY_FILE`,
32 KB of records played by the engine, shipped in ``resources/archive``) gives it
the notation's turns, tags and phrases from the first byte, and a record
takes some 500 bytes where zlib alone made 880 (measured on records of
games other than the dictionary's).

Stored forms, told apart by their first byte: ``0x01`` then raw deflate
against dictionary 1 (revision 0005 on); ``0x78`` a zlib stream without a
dictionary (revision 0004), still read.  A dictionary, once shipped, never
changes: another would be dictionary 2, with a byte of its own.
"""

from __future__ import annotations

import functools
import zlib
from collections.abc import Iterable
from typing import Protocol

from resources import resource_path

__all__ = ["DICTIONARY_FILE", "pack_record", "train_dictionary", "unpack_record"]

DICTIONARY_FILE = resource_path("archive", "record_dictionary_1.txt")
_DICTIONARY_1 = 1
_WBITS = -15
DICTIONARY_SIZE = 32 * 1024
"""Deflate's window: a dictionary's last 32 KB are all it can refer to."""


LEVEL = 5
"""Deflate's level.  Measured on 2,000 records of 100-odd turns (the engine's games, other than the dictionary's):
765 bytes a record in 1.0 ms at 9, 809 in 0.35 ms at 7, 825 in 0.27 ms at 6 (a compressor primed with the
dictionary once, and copied for each record).  Then on 1,000 records of the folder-import bench (3.3 KB of text
each), in one sitting: 835 bytes in 0.27 ms at 6, 903 in 0.13 ms at 5, 940 in 0.09 ms at 3, 1,176 in 0.06 ms at 1.
At 9 packing was a quarter of what a folder import spends on a game, at 6 a seventh; 5 halves that for 8 % more
bytes a record than 6.  The level is the writer's alone: every stored record reads the same.
An import packs its records where it reads them (in worker processes for a folder), not in the transaction."""


@functools.cache
def _dictionary() -> bytes:
    return DICTIONARY_FILE.read_bytes()


class _Compressor(Protocol):
    """What :func:`zlib.compressobj` gives (its class is not public)."""

    def copy(self) -> _Compressor: ...
    def compress(self, data: bytes, /) -> bytes: ...
    def flush(self, mode: int = ..., /) -> bytes: ...


@functools.cache
def _primed() -> _Compressor:
    """Make a compressor that has read the dictionary.

    Priming one costs as much as a record: it is copied instead."""
    return zlib.compressobj(LEVEL, zlib.DEFLATED, _WBITS, 9, zlib.Z_DEFAULT_STRATEGY, zdict=_dictionary())


def pack_record(text: str) -> bytes:
    """Pack a record text into its stored form."""
    packer = _primed().copy()
    packed: bytes = packer.compress(text.encode("utf-8")) + packer.flush()
    return bytes((_DICTIONARY_1,)) + packed


def unpack_record(data: bytes) -> str:
    """Unpack a record text from its stored form (either)."""
    if data[:1] == bytes((_DICTIONARY_1,)):
        unpacker = zlib.decompressobj(_WBITS, zdict=_dictionary())
        return (unpacker.decompress(data[1:]) + unpacker.flush()).decode("utf-8")
    return zlib.decompress(data).decode("utf-8")


def train_dictionary(records: Iterable[str], size: int = DICTIONARY_SIZE) -> bytes:
    """Train a preset dictionary from sample records: their texts one after the other, cut to the last bytes.

    The last ``size`` bytes are kept.  Measured on records of other games: 497 bytes a record, against 567 for the
    most frequent lines and words, and 877 for zlib alone."""
    return "".join(records).encode("utf-8")[-size:]
