. Tests/VM/guest/display.sh
picker_config /tmp/atomic.json 1024x768 '{"api": "atomic"}'
picker_config /tmp/rgb565.json 1024x768 '{"format": "rgb565"}'

load_display
render_expected /tmp/atomic.json expected.png
before=$(crtc_fb virtio_gpu)
expect_failure format-not-supported 3 'card0: pixel format rgb565 is not supported by the output \(it offers XR24' /tmp/rgb565.json --backend drm

start_picker atomic /tmp/atomic.json
check_grep atomic-api 'display: /dev/dri/card0 Virtual-1 1024x768@[0-9]+ CRTC [0-9]+ atomic' "$VM_OUT/atomic.log"
host compare atomic-pixels expected.png
stop_picker atomic INT
check_grep sigint-logged 'SIGINT: display restored' "$VM_OUT/atomic.log"
check_crtc_restored atomic virtio_gpu "$before"

# The harness's input verbs reach the guest's evdev devices.
load_input
event_node() {
  for d in /sys/class/input/event*; do
    grep -q "$1" "$d/device/name" 2>/dev/null && { echo "/dev/input/${d##*/}"; return 0; }
  done
  return 1
}
wait_for 50 event_node 'USB Tablet'
wait_for 50 event_node 'Virtio Keyboard'
tablet=$(event_node 'USB Tablet') keyboard=$(event_node 'Virtio Keyboard')
evemu-record "$tablet" > "$VM_OUT/tablet.evemu" 2>&1 &
rec1=$!
evemu-record "$keyboard" > "$VM_OUT/keyboard.evemu" 2>&1 &
rec2=$!
sleep 0.5
host tablet 16384 8192 down
host tablet 16384 8192 up
host key a
sleep 0.5
kill $rec1 $rec2
check_grep harness-tablet-reaches-guest 'EV_ABS / ABS_Y +8192' "$VM_OUT/tablet.evemu"
check_grep harness-key-reaches-guest 'EV_KEY / KEY_A +1' "$VM_OUT/keyboard.evemu"

# The host can feed a guest-side helper through the vm.feed port.
head -n 1 "$VM_FEED" > "$VM_OUT/feed.txt" &
reader=$!
sleep 0.2
host hook feed "touch down 400 240"
wait_for 30 grep -q . "$VM_OUT/feed.txt"
kill $reader 2>/dev/null
check_grep harness-feed-reaches-guest '^touch down 400 240$' "$VM_OUT/feed.txt"
