from harness.machine import MachineSpec

# bochs-drm's fbdev emulation (/dev/fb0, fbcon on it) at 800x600, with the
# memory for a second page (drm_fbdev_overalloc=200) that the emulation
# would not show: `run --backend fbdev` draws into a shadow buffer, says
# why, and equals `render` pixel for pixel; a key moves it; SIGTERM puts back
# the console's mode and picture. `auto` takes fbdev when DRM is unusable and
# the console is in text mode, and refuses it while the console is in
# graphics mode. display.format rgb565 is refused by the driver, and said so.
MACHINE = MachineSpec(display="bochs", width=800, height=600, keyboard=True, timeout_s=180)
