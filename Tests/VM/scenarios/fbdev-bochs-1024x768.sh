. Tests/VM/guest/display.sh
picker_config /tmp/fb.json 1024x768
picker_config /tmp/rot90.json 768x1024 '{"rotation": 90}'

load_display fbcon
wait_for 50 test -e /sys/class/graphics/fbcon/cursor_blink
echo 0 > /sys/class/graphics/fbcon/cursor_blink
printf "\033[?25l" > /dev/tty1
render_expected /tmp/fb.json expected.png
render_expected /tmp/rot90.json rot90.png
host screendump console-before

start_picker shadow /tmp/fb.json --backend fbdev
check_grep shadow-display 'display: /dev/fb0 bochs-drmdrmfb 1024x768 XRGB8888 stride 4096 shadow buffer' "$VM_OUT/shadow.log"
check_grep shadow-says-why 'fbdev emulation shows only the first page.s writes, so no panning' "$VM_OUT/shadow.log"
# The emulation copies what was written to the screen from a worker, HZ/20 later.
sleep 0.3
host compare shadow-pixels expected.png
stop_picker shadow
check_kd console-text-after /dev/tty1 0
sleep 0.3
host compare console-restored console-before.ppm

start_picker rot90 /tmp/rot90.json --backend fbdev
check_grep rot90-display 'display: /dev/fb0 .* rotation 90' "$VM_OUT/rot90.log"
sleep 0.3
host compare rot90-pixels rot90.png 90
stop_picker rot90
