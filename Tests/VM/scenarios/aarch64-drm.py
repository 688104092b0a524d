"""The static aarch64 build on Debian's arm64 kernel (qemu-system-aarch64 -M virt): guest/drm-drag.sh."""
from harness.drm_drag import hook_check_drag, hook_prepare, machine  # noqa: F401 (hooks)

MACHINE = machine("aarch64")
