from harness.machine import MachineSpec

# bochs-drm at 800x600 with the text console on the panel (fbcon): the picker
# turned 90 degrees on a VT in KD_GRAPHICS, then the console's mode, CRTC and
# picture restored; a requested connector or mode that does not exist.
MACHINE = MachineSpec(display="bochs", width=800, height=600, timeout_s=120)
