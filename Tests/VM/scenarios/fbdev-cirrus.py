from harness.machine import MachineSpec

# A panel with no KMS at all: QEMU's Cirrus VGA driven by cirrusfb, a plain
# fbdev driver (no /dev/dri), started at 800x600 8 bpp. `auto` finds no DRM
# device and takes /dev/fb0; 8 bpp cannot be drawn and the driver refuses
# 32 bpp, so it sets 16 bpp (RGB565) through FBIOPUT_VSCREENINFO, and a second
# page to pan to; the screen equals `render --format rgb565` pixel for pixel.
# display.format xrgb8888 is refused, and said so. The driver has no
# FBIO_WAITFORVSYNC but real timings: frames are paced by its pixel clock.
# Exit puts back 8 bpp, one page and the console's picture.
MACHINE = MachineSpec(display="cirrus", timeout_s=150)
