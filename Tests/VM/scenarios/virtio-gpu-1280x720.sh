. Tests/VM/guest/display.sh
picker_config /tmp/rot270.json 720x1280 '{"rotation": 270, "api": "legacy"}'

load_display
render_expected /tmp/rot270.json rot270.png
before=$(crtc_fb virtio_gpu)

start_picker rot270 /tmp/rot270.json --backend drm
check_grep rot270-display 'display: /dev/dri/card0 Virtual-1 1280x720@[0-9]+ CRTC [0-9]+ legacy xrgb8888 rotation 270' "$VM_OUT/rot270.log"
host compare rot270-pixels rot270.png 270
stop_picker rot270
check_crtc_restored rot270 virtio_gpu "$before"

# Frame pacing on a driver that completes flips at once: unchanged frames (nothing to draw)
# must still be committed no faster than the mode's refresh, and never spin.
"$VM_BIN/vm-pattern" --api legacy --flips 2 --paced 12 2> "$VM_OUT/pacing.log" &
pattern=$!
wait_for 300 grep -q 'holding the screen' "$VM_OUT/pacing.log"
kill -TERM $pattern; wait $pattern
check pacing-holds-to-refresh awk '/unchanged frames/ {
  for (i = 1; i <= NF; i++) { if ($i == "shortest") s = $(i+1); if ($i == "refresh") r = $(i+1) }
  found = 1 }
  END { if (!found || s < r) { print "shortest interval " s " us, refresh " r " us"; exit 1 } }' "$VM_OUT/pacing.log"
