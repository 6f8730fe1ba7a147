"""
What the scripts that drive the official python ads SDK (twitter_ads) share:
pointing the SDK at aviary, and printing what a user of the SDK sees, one
JSON line per step, for the spec to judge.

Each script is run as

  PYTHONPATH=<the SDK's source> /usr/bin/python3 <script> <base url> <sandbox base url> \
      <consumer key> <consumer secret> <access token> <token secret> <account id> [more ...]

The SDK is not changed: its requests go where its Request class's domain
settings say (`_DEFAULT_DOMAIN`, `_SANDBOX_DOMAIN`), which are set here to
aviary's listeners; raw requests to the upload path name aviary as their
`domain` option, as the SDK's upload example does with the upload host.
"""
import json
import sys
from datetime import date, datetime

from twitter_ads import http
from twitter_ads.client import Client
from twitter_ads.cursor import Cursor
from twitter_ads.error import Error, RateLimit
from twitter_ads.resource import Resource


class Run(object):
    def __init__(self):
        self.base, self.sandbox_base, key, secret, token, token_secret, self.account_id = sys.argv[1:8]
        self.more = sys.argv[8:]
        http.Request._DEFAULT_DOMAIN = self.base
        http.Request._SANDBOX_DOMAIN = self.sandbox_base
        self.client = Client(key, secret, token, token_secret)
        self.sandbox_client = Client(key, secret, token, token_secret, options={'sandbox': True})


def plain(value):
    """What a user reads off a value the SDK hands back, as JSON."""
    if isinstance(value, Resource) or (hasattr(value, 'PROPERTIES') and hasattr(value, 'from_response')):
        return {name: plain(getattr(value, name)) for name in type(value).PROPERTIES}
    if isinstance(value, Cursor):
        return [plain(item) for item in value]
    if isinstance(value, (datetime, date)):
        return value.isoformat()
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(item) for item in value]
    return value


def show(name, value):
    print(json.dumps({'name': name, 'value': plain(value)}), flush=True)
    return value


def attempt(name, call):
    """Runs one step; an SDK error is shown as the SDK raised it (its class, code and details)."""
    try:
        return show(name, call())
    except Error as error:
        raised = {'name': name, 'error': type(error).__name__, 'code': error.code, 'details': error.details}
        if isinstance(error, RateLimit):
            raised['reset_at'] = error.reset_at
        print(json.dumps(raised), flush=True)
        return None


def limits(holder):
    """The rate-limit headers the SDK sets as attributes of a cursor (or resource) it built from an answer."""
    names = ['rate_limit_limit', 'rate_limit_remaining', 'rate_limit_reset',
             'account_rate_limit_limit', 'account_rate_limit_remaining', 'account_rate_limit_reset',
             'current_api_version']
    return {name: getattr(holder, name) for name in names if hasattr(holder, name)}
