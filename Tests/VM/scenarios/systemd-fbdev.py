from harness.machine import MachineSpec

# The kiosk service on a panel with no DRM device: QEMU's Cirrus VGA under cirrusfb, which
# Debian blacklists, loaded as a board's own setup would. scripts/install sees /dev/fb0 and
# no card, so it installs the fbdev drop-in; the service waits for dev-fb0.device, draws
# through fbdev, answers on its socket, and gives the console back when stopped.
MACHINE = MachineSpec(display="cirrus", memory_mb=768, timeout_s=420, systemd=True)
