from harness.machine import MachineSpec

# virtio-gpu at 1024x768: the picker pixel for pixel through atomic, SIGINT,
# and a pixel format the output does not offer.
MACHINE = MachineSpec(display="virtio-gpu", width=1024, height=768, timeout_s=120)
