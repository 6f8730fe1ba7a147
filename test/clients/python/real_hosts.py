"""
The SDK as it ships, its domains untouched: the real API hosts it names
(`ads-api.twitter.com`, `ads-api-sandbox.twitter.com`, and `api.twitter.com`
for UserIdLookup) are mapped to aviary's HTTPS listeners, as a hosts file
naming this machine and port 443 (or a proxy) would, and aviary's local CA is
trusted through REQUESTS_CA_BUNDLE, which the spec sets. The TLS handshake
checks the real host names against aviary's certificate.

Run as

  python3 real_hosts.py <https base> <https sandbox base> <consumer key> <consumer secret> \
      <access token> <token secret> <account id> <screen name>
"""
import sys
from urllib.parse import urlparse

import urllib3.util.connection as connection
from twitter_ads import http
from twitter_ads.client import Client
from twitter_ads.restapi import UserIdLookup

from sdk_support import attempt, show

base, sandbox_base, key, secret, token, token_secret, account_id, screen_name = sys.argv[1:9]
api, sandbox = urlparse(base), urlparse(sandbox_base)
MAPPED = {
    ('ads-api.twitter.com', 443): (api.hostname, api.port),
    ('api.twitter.com', 443): (api.hostname, api.port),
    ('ads-api-sandbox.twitter.com', 443): (sandbox.hostname, sandbox.port),
}
resolve = connection.create_connection


def mapped(address, *args, **kwargs):
    """The name resolution a hosts file entry gives: the real host's port 443 is aviary's listener."""
    return resolve(MAPPED.get(tuple(address), address), *args, **kwargs)


connection.create_connection = mapped

show('domains', [http.Request._DEFAULT_DOMAIN, http.Request._SANDBOX_DOMAIN, UserIdLookup.DOMAIN])
client = Client(key, secret, token, token_secret)
account = attempt('account', lambda: client.accounts(account_id))
if account is not None:
    attempt('user_id_lookup', lambda: UserIdLookup.load(account, screen_name=screen_name))
sandbox_client = Client(key, secret, token, token_secret, options={'sandbox': True})
attempt('sandbox_accounts', lambda: [a.id for a in sandbox_client.accounts()])
