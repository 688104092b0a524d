from harness.machine import MachineSpec

# bochs-drm's fbdev emulation at 1024x768 with its usual single page: frames
# are drawn into a shadow buffer and only the damage is copied; upright and
# turned 90 degrees, the screen equals `render` pixel for pixel, and SIGTERM
# puts back the console.
MACHINE = MachineSpec(display="bochs", width=1024, height=768, timeout_s=150)
