"""
Custom audiences through the official python ads SDK's CustomAudience:
created (the SDK posts, then reloads), users added and removed in the batch
form its users() sends, the size read back once the server has counted it,
listed, deleted. One JSON line per step (see sdk_support.py).
"""
import hashlib
import time

from twitter_ads.audience import CustomAudience

from sdk_support import Run, attempt, show

run = Run()
account = run.client.accounts(run.account_id)


def hashed(email):
    return hashlib.sha256(email.encode('utf-8')).hexdigest()


def counted(audience):
    """Reloads until the server has counted the users (the size is derived after each change)."""
    for _ in range(100):
        audience.reload()
        if 'PROCESSING' not in (audience.reasons_not_targetable or []):
            return audience
        time.sleep(0.1)
    return audience


audience = CustomAudience.create(account, 'sdk audience')
show('created', audience)
show('users_added', audience.users([{'operation_type': 'Update', 'params': {'users': [
    {'email': [hashed('one@example.com')]},
    {'email': [hashed('two@example.com')], 'handle': [hashed('sdk_two')]},
    {'email': [hashed('three@example.com')]}]}}]))
show('after_add', counted(audience))
show('listed', [a for a in account.custom_audiences() if a.id == audience.id])
show('users_removed', audience.users([{'operation_type': 'Delete', 'params': {'users': [
    {'email': [hashed('one@example.com')]}]}}]))
show('after_remove', counted(CustomAudience.load(account, audience.id)))
# a batch with one bad operation: refused whole, the good one not applied either
attempt('users_bad_operation', lambda: audience.users([
    {'operation_type': 'Update', 'params': {'users': [{'email': [hashed('four@example.com')]}]}},
    {'operation_type': 'Replace', 'params': {'users': [{'email': [hashed('five@example.com')]}]}}]))
show('after_refused', counted(CustomAudience.load(account, audience.id)))
show('deleted', audience.delete())
attempt('after_delete', lambda: CustomAudience.load(account, audience.id))
