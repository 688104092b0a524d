. Tests/VM/guest/display.sh
# Back in text mode fbcon redraws the console through QEMU's emulated Cirrus video memory: ~0.5 s under TCG.
STOP_LIMIT_MS=2500
picker_config /tmp/fb.json 800x600
picker_config /tmp/fb32.json 800x600 '{"format": "xrgb8888"}'

modprobe cirrusfb mode_option=800x600-8@60
wait_for 50 test -e /dev/fb0
wait_for 50 test -e /sys/class/graphics/fbcon/cursor_blink
echo 0 > /sys/class/graphics/fbcon/cursor_blink
printf "\033[?25l" > /dev/tty1
check no-drm-device sh -c '! ls /dev/dri/card* 2>/dev/null'
"$PP" render --config /tmp/fb.json --format rgb565 --out "$VM_OUT/expected565.png" 2> "$VM_OUT/expected565.log"
host screendump console-before
fb_mode() { echo "$(cat /sys/class/graphics/fb0/bits_per_pixel) bpp, virtual $(cat /sys/class/graphics/fb0/virtual_size)"; }
before=$(fb_mode)

start_picker auto /tmp/fb.json
check_grep auto-takes-fbdev 'display: /dev/fb0 CL [A-Za-z0-9]+ 800x600 RGB565 stride 1600 panning, paced at 60 Hz from the mode.s pixel clock, rotation 0.*refused FBIOPUT_VSCREENINFO to 32 bpp as 8 bpp cannot be drawn.*DRM unusable: no DRM device' "$VM_OUT/auto.log"
host compare rgb565-pixels expected565.png
stop_picker auto
check mode-restored test "$(fb_mode)" = "$before"
check_kd console-text-after /dev/tty1 0
sleep 0.3
host compare console-restored console-before.ppm

start_picker format32 /tmp/fb32.json --backend fbdev
check_grep format32-refused-said 'keeps 8 bpp, the depth it reports: the driver refused FBIOPUT_VSCREENINFO to 32 bpp for display.format xrgb8888 \(Invalid argument\)' "$VM_OUT/format32.log"
host compare format32-pixels expected565.png
stop_picker format32
