from harness.machine import MachineSpec

# bochs-drm at 1024x768: no-device error before the driver loads, permission denied
# for a user outside the card's group; the picker on
# screen pixel for pixel through atomic and through legacy; a second instance
# refused while the first is master; SIGTERM exit and CRTC restore.
MACHINE = MachineSpec(display="bochs", width=1024, height=768, timeout_s=120)
