from harness.machine import MachineSpec

# systemd.py on the arm64 machine: the static aarch64 build installed and enabled as docs/arm.md
# says, under Debian 12 arm64's own systemd 252 (the root scripts/setup-arm64 makes), on virtio-gpu
# at the installed config's 800x480 with the text console on the panel; then a second boot of the
# same root, which must bring back the selection. An emulated Cortex-A57 boots systemd slowly.
MACHINE = MachineSpec(arch="aarch64", display="virtio-gpu", width=800, height=480, memory_mb=768,
                      timeout_s=600, systemd=True, boots=2)
