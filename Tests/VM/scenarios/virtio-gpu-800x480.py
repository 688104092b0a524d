"""aarch64-drm's x86-64 twin: the same checks (guest/drm-drag.sh) on the x86-64 build, and the
start-to-first-frame figure the aarch64 one is compared with (docs/arm.md)."""
from harness.drm_drag import hook_check_drag, hook_prepare, machine  # noqa: F401 (hooks)

MACHINE = machine("x86_64")
