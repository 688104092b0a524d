. Tests/VM/guest/display.sh
picker_config /tmp/fb.json 800x600
# Grabbed, so the key pressed below reaches the picker only, not the console underneath (which would echo it).
sed -i 's/"display": {}}/"display": {}, "input": {"grab": true}}/' /tmp/fb.json
picker_config /tmp/fb-rgb565.json 800x600 '{"format": "rgb565"}'
# A card that does not exist: DRM is unusable, so auto goes on to fbdev.
picker_config /tmp/fb-nocard.json 800x600 '{"card": "/dev/dri/card9"}'

expect_failure no-framebuffer 3 'no framebuffer device: /dev has no fb\* node' /tmp/fb.json --backend fbdev
# Twice the memory fbdev emulation would give: room for a second page it would not show.
modprobe drm_kms_helper drm_fbdev_overalloc=200
load_display fbcon
load_input
wait_for 50 test -e /sys/class/graphics/fbcon/cursor_blink
echo 0 > /sys/class/graphics/fbcon/cursor_blink
# The console picture before and after must match: no cursor to blink in between.
printf "\033[?25l" > /dev/tty1
wait_for 50 sh -c 'grep -q "Virtio.*Keyboard\|virtio_input" /proc/bus/input/devices'
render_expected /tmp/fb.json expected.png
# The key marks the column it moved with a ring (docs/input.md), as render --focus draws it.
"$PP" render --config /tmp/fb.json --out "$VM_OUT/moved.png" --select hour=10 --select minute=41 --focus hour
check_kd console-text-before /dev/tty1 0
host screendump console-before

start_picker fbdev /tmp/fb.json --backend fbdev
check_grep fbdev-display 'display: /dev/fb0 bochs-drmdrmfb 800x600 XRGB8888 stride 3200 shadow buffer, paced by FBIO_WAITFORVSYNC, rotation 0; /dev/fb0: a DRM driver.s fbdev emulation shows only the first page.s writes' "$VM_OUT/fbdev.log"
# The emulation copies what was written to the screen from a worker, HZ/20 later.
sleep 0.3
host compare fbdev-pixels expected.png
check_kd console-graphics-while-running /dev/tty1 1
host key down
sleep 1.5
host compare fbdev-key-moved moved.png
stop_picker fbdev
check_grep fbdev-key-selection '"id":"hour","row":10' "$VM_OUT/fbdev.out"
check_kd console-text-after /dev/tty1 0
sleep 0.3
host compare console-restored console-before.ppm

start_picker auto /tmp/fb-nocard.json
check_grep auto-takes-fbdev 'display: /dev/fb0 .*\(DRM unusable: no DRM device: /dev/dri/card9' "$VM_OUT/auto.log"
sleep 0.3
host compare auto-pixels expected.png
stop_picker auto

# A desktop's console is in graphics mode: auto must not draw over it.
set_kd /dev/tty1 1
start_picker auto-desktop /tmp/fb-nocard.json
check_grep auto-refuses-graphics-console 'display: offscreen .*fbdev not tried: the active console is in graphics mode' "$VM_OUT/auto-desktop.log"
stop_picker auto-desktop
set_kd /dev/tty1 0

start_picker rgb565 /tmp/fb-rgb565.json --backend fbdev
check_grep rgb565-refused-said 'keeps 32 bpp, the depth it reports: the driver refused FBIOPUT_VSCREENINFO to 16 bpp for display.format rgb565' "$VM_OUT/rgb565.log"
sleep 0.3
host compare rgb565-refused-pixels expected.png
stop_picker rgb565
