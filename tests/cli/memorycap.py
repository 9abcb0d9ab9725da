"""One memory cap for the command-line tests, as `ulimit -v` would set it, that also holds under the sanitizers."""
import os, resource, subprocess


def sanitized(exe):
    # AddressSanitizer reserves terabytes of address space for its shadow memory: under it, the cap is its own
    # limit on resident memory (ASAN_OPTIONS hard_rss_limit_mb) instead of the address-space limit.
    return "libasan" in subprocess.run(["ldd", exe], capture_output=True, text=True).stdout


def limiter(exe, limit):
    """A preexec_fn that caps the child's address space, or nothing when the sanitizers cap it (see capped_env)."""
    if sanitized(exe):
        return None
    return lambda: resource.setrlimit(resource.RLIMIT_AS, (limit, limit))


def capped_env(exe, limit, env):
    """env with the sanitizers' resident-memory cap added when exe is a sanitized build."""
    if sanitized(exe):
        env = dict(env)
        env["ASAN_OPTIONS"] = ":".join(filter(None, [env.get("ASAN_OPTIONS"), "hard_rss_limit_mb=%d" % (limit >> 20)]))
    return env
