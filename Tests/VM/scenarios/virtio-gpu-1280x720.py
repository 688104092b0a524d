from harness.machine import MachineSpec

# virtio-gpu at 1280x720: the picker turned 270 degrees through legacy KMS.
MACHINE = MachineSpec(display="virtio-gpu", width=1280, height=720, timeout_s=120)
