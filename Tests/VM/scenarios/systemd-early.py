from harness.machine import MachineSpec

# The early unit under the real systemd (252) as PID 1, on bochs-drm at the boot profile's 800x480:
# installed and enabled before the boot begins (systemd-early.root.sh), as a device image ships it,
# so the one boot shows whether its first frame comes before sysinit.target.
MACHINE = MachineSpec(display="bochs", width=800, height=480, memory_mb=768, timeout_s=420,
                      systemd=True, boots=1)
