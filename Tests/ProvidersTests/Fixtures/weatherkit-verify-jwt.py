#!/usr/bin/env python3
"""Verifies an ES256 JWT's signature with a PEM public key, for the WeatherKit tests.

Usage: weatherkit-verify-jwt.py PUBLIC_KEY.pem < token
Exits 0 and prints "valid" when the signature verifies; exits 1 with a reason otherwise.
The signature is the raw 64-byte r||s of RFC 7518 section 3.4, converted to DER here.
"""
import base64
import sys

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives.asymmetric.utils import encode_dss_signature


def b64url_decode(text):
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def main():
    with open(sys.argv[1], "rb") as handle:
        public_key = serialization.load_pem_public_key(handle.read())
    token = sys.stdin.read().strip()
    parts = token.split(".")
    if len(parts) != 3:
        print("not three parts")
        return 1
    if "=" in token:
        print("padding present")
        return 1
    raw = b64url_decode(parts[2])
    if len(raw) != 64:
        print("signature is %d bytes, not 64" % len(raw))
        return 1
    r = int.from_bytes(raw[:32], "big")
    s = int.from_bytes(raw[32:], "big")
    try:
        public_key.verify(
            encode_dss_signature(r, s), (parts[0] + "." + parts[1]).encode("ascii"), ec.ECDSA(hashes.SHA256()))
    except InvalidSignature:
        print("invalid signature")
        return 1
    print("valid")
    return 0


if __name__ == "__main__":
    sys.exit(main())
