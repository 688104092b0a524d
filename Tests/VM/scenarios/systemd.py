from harness.machine import MachineSpec

# The kiosk service under the real systemd (252) as PID 1, installed and enabled exactly as
# docs/service.md says, on bochs-drm at the installed config's 800x480 with the text console
# on the panel; then a second boot of the same root, which must bring back the selection.
MACHINE = MachineSpec(display="bochs", width=800, height=480, memory_mb=768, timeout_s=420,
                      systemd=True, boots=2)
