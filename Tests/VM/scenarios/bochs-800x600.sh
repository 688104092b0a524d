. Tests/VM/guest/display.sh
picker_config /tmp/rot90.json 600x800 '{"rotation": 90}'
picker_config /tmp/no-connector.json 800x600 '{"connector": "HDMI-A-9"}'
picker_config /tmp/no-mode.json 800x600 '{"mode": "1234x567@60"}'

load_display fbcon
wait_for 50 test -e /sys/class/graphics/fbcon/cursor_blink
echo 0 > /sys/class/graphics/fbcon/cursor_blink
# The console picture before and after must match: no cursor to blink in between.
printf "\033[?25l" > /dev/tty1
render_expected /tmp/rot90.json rot90.png
expect_failure connector-not-found 3 "card0: connector 'HDMI-A-9' not found \(available: Virtual-1 connected\)" /tmp/no-connector.json --backend drm
expect_failure mode-not-found 3 "card0: mode 1234x567@60 not offered by connector 'Virtual-1' \(modes: 800x600@" /tmp/no-mode.json --backend drm
check_kd console-text-before /dev/tty1 0
before=$(crtc_fb bochs-drm)
check fbcon-owns-crtc test "${before:-0}" != 0
host screendump console-before

PICKER_STDIN=/dev/tty1 start_picker rot90 /tmp/rot90.json
check_grep rot90-display 'display: /dev/dri/card0 Virtual-1 800x600@[0-9]+ CRTC [0-9]+ atomic xrgb8888 rotation 90' "$VM_OUT/rot90.log"
host compare rot90-pixels rot90.png 90
check_kd console-graphics-while-running /dev/tty1 1
stop_picker rot90
check_crtc_restored rot90 bochs-drm "$before"
check_kd console-text-after /dev/tty1 0
sleep 0.3
host compare console-restored console-before.ppm
