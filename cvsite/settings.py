"""Settings for CV Agent, read from environment variables with safe local defaults."""

from __future__ import annotations

import os
from pathlib import Path

import dj_database_url
from csp.constants import NONCE, NONE, SELF
from django.utils.translation import gettext_lazy as _

BASE_DIR = Path(__file__).resolve().parent.parent
VAR_DIR = Path(os.environ.get("CVAGENT_VAR_DIR", BASE_DIR / "var"))
VAR_DIR.mkdir(parents=True, exist_ok=True)


def env_bool(name: str, default: bool = False) -> bool:
    value = os.environ.get(name)
    if value is None:
        return default
    return value.strip().lower() in {"1", "true", "yes", "on"}


def env_list(name: str, default: str = "") -> list[str]:
    return [item.strip() for item in os.environ.get(name, default).split(",") if item.strip()]


DEBUG = env_bool("DJANGO_DEBUG", False)
SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "")
if not SECRET_KEY:
    # A local-only fallback; production sets DJANGO_SECRET_KEY (check --deploy flags a weak one).
    SECRET_KEY = "dev-only-insecure-key-set-DJANGO_SECRET_KEY-in-production"

ALLOWED_HOSTS = env_list("DJANGO_ALLOWED_HOSTS", "127.0.0.1,localhost,[::1]")
CSRF_TRUSTED_ORIGINS = env_list("DJANGO_CSRF_TRUSTED_ORIGINS")

# Daphne's app is not installed: importing it loads Twisted and installs its reactor (half a
# second), which only a server wants. `manage.py runserver` is Daphne's, from the site's own app
# (first here, so that its command wins over staticfiles' and WhiteNoise's); `manage.py serve`
# and `daphne cvsite.asgi:application` start Daphne themselves.
INSTALLED_APPS = [
    "cvsite.apps.SiteConfig",
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "whitenoise.runserver_nostatic",
    "django.contrib.staticfiles",
    "channels",
    "django_htmx",
    "csp",
    "ninja",
    "django_tasks",
    "cvsite.apps.TasksDatabaseConfig",  # django_tasks_db, its name translated
    "resumes",
    "agent",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "csp.middleware.CSPMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
    # A posted value of the wrong type is a 400 with a message, never a 500 (cvsite/inputs.py).
    "cvsite.inputs.InvalidInputMiddleware",
    # Every error under /api/v1/ is problem+json, also where no API view answered (404, 405).
    "agent.api.middleware.ApiProblemMiddleware",
]

ROOT_URLCONF = "cvsite.urls"
ASGI_APPLICATION = "cvsite.asgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "django.template.context_processors.i18n",
            ],
            "libraries": {"when": "cvsite.when"},
        },
    },
]

DATABASES = {
    "default": dj_database_url.parse(
        os.environ.get("DATABASE_URL", f"sqlite:///{VAR_DIR / 'db.sqlite3'}"),
    )
}
_conn_max_age = os.environ.get("DATABASE_CONN_MAX_AGE", "")
if _conn_max_age:
    # Seconds a connection is kept ("none": for ever, "0": one per request or database call).
    DATABASES["default"]["CONN_MAX_AGE"] = (
        None if _conn_max_age.lower() == "none" else int(_conn_max_age)
    )
elif DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # A SQLite connection is a file handle: keeping one per thread (the request thread and
    # each of the engine's database lanes) saves opening the file and running the pragmas
    # below on every call, which was most of a turn's start under load.
    DATABASES["default"]["CONN_MAX_AGE"] = None
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # WAL lets the preview read while a run writes; a busy timeout rides out short locks.
    # IMMEDIATE: a transaction takes the write lock when it begins, so writers from the
    # engine's database threads wait for each other instead of failing ("database is
    # locked") when a read inside a transaction turns into a write.
    DATABASES["default"].setdefault("OPTIONS", {}).update(
        {
            "timeout": 20,
            "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;",
            "transaction_mode": "IMMEDIATE",
        }
    )
    DATABASES["default"].setdefault("TEST", {})["NAME"] = os.environ.get(
        "CVAGENT_TEST_SQLITE", str(VAR_DIR / "test.sqlite3")
    )
elif DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql" and env_bool(
    "DATABASE_POOL", True
):
    # Django's connection pool (psycopg_pool): no new connection per database call. It
    # replaces persistent connections (CONN_MAX_AGE must be 0 with it).
    DATABASES["default"]["CONN_MAX_AGE"] = 0
    DATABASES["default"].setdefault("OPTIONS", {})["pool"] = {
        "min_size": int(os.environ.get("DATABASE_POOL_MIN_SIZE", "2")),
        "max_size": int(os.environ.get("DATABASE_POOL_MAX_SIZE", "20")),
        "timeout": float(os.environ.get("DATABASE_POOL_TIMEOUT", "30")),
    }

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# Long work runs as background tasks (Django's tasks framework through the django-tasks
# backport): queued in the database, run by `manage.py db_worker`, which `manage.py serve`
# starts beside Daphne. See docs/architecture.md, "Background tasks".
TASKS = {"default": {"BACKEND": "django_tasks_db.DatabaseBackend", "QUEUES": ["default"]}}

REDIS_URL = os.environ.get("REDIS_URL", "")
if REDIS_URL:
    # channels_redis' layer with cancel-safe receives and no 5 s read timeout under its
    # blocking pop (cvsite/channel_layer.py says why both matter).
    CHANNEL_LAYERS = {
        "default": {
            "BACKEND": "cvsite.channel_layer.RedisChannelLayer",
            "CONFIG": {"hosts": [REDIS_URL], "capacity": 1000},
        }
    }
else:
    # A slow browser must not make the layer drop a run's events (the default holds 100).
    CHANNEL_LAYERS = {
        "default": {"BACKEND": "channels.layers.InMemoryChannelLayer", "CONFIG": {"capacity": 1000}}
    }

# Django's model backend behind the one sign-in throttle (app and admin sign-in alike).
AUTHENTICATION_BACKENDS = ["cvsite.signin.ThrottledModelBackend"]

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]
if env_bool("CVAGENT_FAST_PASSWORD_HASHER", False):
    # Test runs only: hashing with PBKDF2 dominates the suite's time otherwise.
    PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]

LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "dashboard"
LOGOUT_REDIRECT_URL = "login"

LANGUAGE_CODE = "en"
LANGUAGES = [("en", _("English")), ("zh-hans", _("Simplified Chinese"))]
LOCALE_PATHS = [BASE_DIR / "locale"]
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATICFILES_DIRS = [BASE_DIR / "static"]
STATIC_ROOT = Path(os.environ.get("DJANGO_STATIC_ROOT", BASE_DIR / "staticfiles"))
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {
        "BACKEND": (
            "whitenoise.storage.CompressedManifestStaticFilesStorage"
            if env_bool("DJANGO_MANIFEST_STATIC", not DEBUG)
            else "django.contrib.staticfiles.storage.StaticFilesStorage"
        )
    },
}

# The cache holds the sign-in throttle's counters: with several processes (REDIS_URL set) it
# must be shared, or each process would count failures on its own.
if REDIS_URL:
    CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": REDIS_URL,
            "KEY_PREFIX": "cvagent",
        }
    }
else:
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
# Progress of background tasks (agent/tasks/progress.py), written by the worker process and
# read by the web: shared by every process (a database table, `manage.py createcachetable`).
# The table and the key prefix keep their first names: deployed servers already have them.
CACHES["tasks"] = (
    {**CACHES["default"], "KEY_PREFIX": "cvagent-jobs"}
    if REDIS_URL
    else {"BACKEND": "django.core.cache.backends.db.DatabaseCache", "LOCATION": "cvagent_jobs"}
)

# Production hardening; all switchable so a local http:// run still works.
SECURE_SSL_REDIRECT = env_bool("DJANGO_SECURE_SSL_REDIRECT", False)
# Database sessions whose keys are checked for what Django makes (cvsite/sessions.py).
SESSION_ENGINE = "cvsite.sessions"
SESSION_COOKIE_SECURE = env_bool("DJANGO_SECURE_COOKIES", False)
CSRF_COOKIE_SECURE = SESSION_COOKIE_SECURE
SECURE_HSTS_SECONDS = int(os.environ.get("DJANGO_HSTS_SECONDS", "0"))
SECURE_HSTS_INCLUDE_SUBDOMAINS = SECURE_HSTS_SECONDS > 0
SECURE_HSTS_PRELOAD = SECURE_HSTS_SECONDS > 0
# A trusted reverse proxy is in front: its X-Forwarded-Proto says whether the request came
# over HTTPS, and the last entry of its X-Forwarded-For is the client's address (the sign-in
# throttle keys on it, cvsite/signin.py). Without it both headers are ignored.
BEHIND_PROXY = env_bool("DJANGO_BEHIND_PROXY", False)
SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https") if BEHIND_PROXY else None
X_FRAME_OPTIONS = "DENY"

# Content-Security-Policy (django-csp): every page loads only the app's own scripts, styles,
# fonts and images (and inline data: pictures, the resume photo); no inline script, style or
# handler anywhere; the WebSocket and htmx requests go to the app itself; no page may be framed.
# The one inline <style> (the public share page's theme CSS) carries the request's nonce. The
# browser_js_eval sandbox frame sends a policy of its own (agent/web/browser_page.py), which is
# why frame-src allows the app's own origin.
CONTENT_SECURITY_POLICY = {
    "DIRECTIVES": {
        "default-src": [SELF],
        "script-src": [SELF],
        "style-src": [SELF, NONCE],
        "img-src": [SELF, "data:"],
        "font-src": [SELF],
        "connect-src": [SELF],
        "frame-src": [SELF],
        "worker-src": [NONE],
        "object-src": [NONE],
        "base-uri": [NONE],
        "form-action": [SELF],
        "frame-ancestors": [NONE],
    }
}
SECURE_CONTENT_TYPE_NOSNIFF = True

DATA_UPLOAD_MAX_MEMORY_SIZE = 2 * 1024 * 1024

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {"plain": {"format": "%(asctime)s %(levelname)s %(name)s %(message)s"}},
    # No log line carries a provider key or other secret (agent/engine/redaction.py).
    "filters": {"redact_secrets": {"()": "agent.engine.redaction.RedactingFilter"}},
    "handlers": {
        "console": {
            "class": "logging.StreamHandler",
            "formatter": "plain",
            "filters": ["redact_secrets"],
        }
    },
    "root": {"handlers": ["console"], "level": os.environ.get("LOG_LEVEL", "INFO")},
    "loggers": {
        "httpx": {"level": "WARNING"},
        "httpx2": {"level": "WARNING"},
        "openai": {"level": "WARNING"},
        "weasyprint": {"level": "WARNING"},
    },
}

# The agent's limits (see agent/engine/loop.py).
CVAGENT = {
    # Requests per key and window in seconds, for the REST API and the MCP server.
    "API_RATE_LIMIT": os.environ.get("CVAGENT_API_RATE_LIMIT", "120/60"),
    "MAX_STEPS_PER_RUN": int(os.environ.get("CVAGENT_MAX_STEPS", "12")),
    "MAX_TOOL_CALLS_PER_RESPONSE": int(os.environ.get("CVAGENT_MAX_TOOL_CALLS", "8")),
    "MAX_USER_MESSAGE_CHARS": int(os.environ.get("CVAGENT_MAX_MESSAGE_CHARS", "8000")),
    "HISTORY_TOKEN_BUDGET": int(os.environ.get("CVAGENT_HISTORY_TOKENS", "12000")),
    # A live run beats every HEARTBEAT_SECONDS (agent/engine/heartbeat.py); one with no beat
    # for STALE_RUN_SECONDS is taken for dead and repaired by the next message: the fallback
    # where the run's process cannot be looked at (agent/engine/liveness.py).
    "STALE_RUN_SECONDS": int(os.environ.get("CVAGENT_STALE_RUN_SECONDS", "20")),
    "HEARTBEAT_SECONDS": float(os.environ.get("CVAGENT_HEARTBEAT_SECONDS", "5")),
    # Without waiting for that: a run records its process (id and start time) and, on
    # PostgreSQL, holds an advisory lock on a connection of its own, so the next message
    # sees at once that the process died (agent/engine/liveness.py). 0: no lock (e.g. behind
    # a pooler in transaction mode, which cannot keep a session's lock).
    "RUN_LOCKS": env_bool("CVAGENT_RUN_LOCKS", True),
    # Fair use (agent/engine/admission.py): runs at once per person and in all (per server
    # process without REDIS_URL, for all processes together with it); more wait their turn.
    # 0 = no cap.
    "MAX_RUNS_PER_PERSON": int(os.environ.get("CVAGENT_MAX_RUNS_PER_PERSON", "3")),
    "MAX_RUNS_PER_PROCESS": int(os.environ.get("CVAGENT_MAX_RUNS", "300")),
    # With REDIS_URL the caps above (and the providers' below) are counted in Redis for every
    # process together (agent/engine/shared_caps.py); a slot's lease, renewed by its holder
    # every third of it, runs out this long after its process died.
    "SLOT_LEASE_SECONDS": float(os.environ.get("CVAGENT_SLOT_LEASE_SECONDS", "15")),
    # Requests at once per provider (agent/engine/providers/readiness.py): "slug=N,slug=N",
    # and the default for the others (0 = no limit). The embedded model always answers one.
    "PROVIDER_CONCURRENCY": {
        slug.strip(): int(count)
        for slug, _, count in (
            item.partition("=") for item in env_list("CVAGENT_PROVIDER_CONCURRENCY")
        )
        if slug.strip() and count.strip().isdigit()
    },
    "PROVIDER_CONCURRENCY_DEFAULT": int(
        os.environ.get("CVAGENT_PROVIDER_CONCURRENCY_DEFAULT", "0")
    ),
    # Threads for the database work of runs and pages (agent/engine/db.py); 0 = asgiref's one
    # shared thread. SQLite has one writer at a time, and threads waiting for its lock sleep
    # in growing steps: one thread is fastest there. On PostgreSQL two: a second thread
    # overlaps the round trips of turns starting together, more take the interpreter from the
    # event loop that streams (bench/ws_fanout.py; docs/architecture.md, "Capacity").
    "DB_THREADS": int(
        os.environ.get(
            "CVAGENT_DB_THREADS",
            "1" if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3" else "2",
        )
    ),
    # The server's GIL switch interval in seconds (cvsite/asgi.py): how long a database thread
    # may wait for the event loop's thread to let go of the interpreter.
    "SWITCH_INTERVAL": float(os.environ.get("CVAGENT_SWITCH_INTERVAL", "0.001")),
    "DEFAULT_PROVIDER": os.environ.get("CVAGENT_PROVIDER", ""),
    "LOCAL_MODEL_PATH": os.environ.get("CVAGENT_LOCAL_MODEL", ""),
    "LOCAL_MODEL_URL": os.environ.get("CVAGENT_LOCAL_MODEL_URL", "http://127.0.0.1:8765/v1"),
    # A turn on the embedded model starts its server when nothing answers there
    # (agent/local/lifecycle.py); 0 leaves that to `manage.py serve` / `local_model`.
    "LOCAL_MODEL_AUTOSTART": os.environ.get("CVAGENT_LOCAL_MODEL_AUTOSTART", "1") != "0",
    "LOCAL_MODEL_START_SECONDS": float(os.environ.get("CVAGENT_LOCAL_MODEL_START_SECONDS", "120")),
    # The module run as the model's server; tests put a small fake with the same arguments here.
    "LOCAL_MODEL_SERVER_MODULE": os.environ.get(
        "CVAGENT_LOCAL_MODEL_SERVER_MODULE", "agent.local.server"
    ),
    # Pace of the pseudo-stream that shows a non-streamed reply progressively.
    "PSEUDO_STREAM_DELAY_SECONDS": float(os.environ.get("CVAGENT_PSEUDO_STREAM_DELAY", "0.02")),
    "PROVIDER_RETRY_BASE_SECONDS": float(os.environ.get("CVAGENT_RETRY_BASE_SECONDS", "0.5")),
    # The playground's tools (agent/engine/tools/vfs.py, agent/engine/tools/browser.py).
    "VFS_MAX_FILE_BYTES": int(os.environ.get("CVAGENT_VFS_MAX_FILE_BYTES", str(64 * 1024))),
    "VFS_MAX_CONVERSATION_BYTES": int(
        os.environ.get("CVAGENT_VFS_MAX_CONVERSATION_BYTES", str(1024 * 1024))
    ),
    "VFS_MAX_FILES": int(os.environ.get("CVAGENT_VFS_MAX_FILES", "200")),
    "BROWSER_JS_SECONDS": float(os.environ.get("CVAGENT_BROWSER_JS_SECONDS", "3")),
    # The evaluation (agent/evaluation/): folders of staff task sets (os.pathsep-separated,
    # searched after the built-in sets) and the guard that reports invented facts.
    "EVAL_TASK_DIRS": [
        path for path in os.environ.get("CVAGENT_EVAL_TASK_DIRS", "").split(os.pathsep) if path
    ],
    "EVAL_GUARD": os.environ.get("CVAGENT_EVAL_GUARD", "resumes.trust.facts.combined_guard"),
}
