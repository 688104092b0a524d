# Guest half of feedback.py: clicks on the PC speaker and a uinput haptic motor, display sleep and wake.
. Tests/VM/guest/display.sh
load_display
load_input
load_modules pcspkr
O=$VM_OUT
host hook prepare || host check FAIL prepare-hook "$VM_REPLY"
wait_for 50 sh -c 'grep -q "PC Speaker" /proc/bus/input/devices'
uinput_device "$O/touchscreen.evemu"
TS=$UINPUT_NODE

# crtc_active: the first CRTC's ACTIVE property, read back with modetest (-a: ACTIVE is an atomic property,
# shown only to a client that asks for atomic); the whole listing goes to $O/modetest.txt.
crtc_active() {
  modetest -M bochs-drm -a -p > "$O/modetest.txt" 2>&1
  awk '/ACTIVE:/ { seen = 1 } seen && /value:/ { print $2; exit }' "$O/modetest.txt"
}
# connector_dpms: the connector's DPMS property (0 on, 3 off).
connector_dpms() {
  modetest -M bochs-drm -c 2>/dev/null | awk '/DPMS:/ { seen = 1 } seen && /value:/ { print $2; exit }'
}

start_picker clicks "$O/picker.json" --backend drm
wait_for 50 grep -q "using $TS" "$O/clicks.log"
check_grep speaker-found "feedback: using .*PC Speaker.*SND_TONE" "$O/clicks.log"
# The haptic motor comes after the picker started: found through hot-plug.
python3 Tests/VM/guest/ff_device.py "$O/haptic.counts" > "$O/haptic.log" 2>&1 &
HAPTIC_PID=$!
wait_for 100 grep -q created "$O/haptic.log"
wait_for 50 grep -q "feedback: using .*VM Haptic" "$O/clicks.log"
check_grep haptic-hotplugged "feedback: using .*VM Haptic.*EV_FF" "$O/clicks.log"
host hook wav start
evemu-play "$TS" < "$O/swipe.events"
sleep 1.5
host hook wav swiped
for k in 1 2 3 4; do host key down; sleep 0.4; done
sleep 1
host hook wav keyed
sleep 10
host hook wav idle
stop_picker clicks
kill -TERM "$HAPTIC_PID"; wait "$HAPTIC_PID"
host hook check "$VM_BIN" || host check FAIL check-hook "$VM_REPLY"

# Sleep: the CRTC goes inactive after off_after_s; the touch that wakes it selects nothing.
"$PP" render --config "$O/sleepy.json" --out "$O/unchanged.png"
start_picker sleepy "$O/sleepy.json" --backend drm
wait_for 50 grep -q "using $TS" "$O/sleepy.log"
check crtc-active-at-start test "$(crtc_active)" = 1
wait_for 100 grep -q "power: off" "$O/sleepy.log"
check crtc-inactive-when-off test "$(crtc_active)" = 0
evemu-play "$TS" < "$O/tap.events"
wait_for 50 grep -q "power: awake" "$O/sleepy.log"
check crtc-active-after-touch test "$(crtc_active)" = 1
host compare-within 5 woken-screen unchanged.png
stop_picker sleepy
check woken-selection-unchanged grep -q '"row":50,"value":"50"},{"column":1,"id":"b","row":50' "$O/sleepy.out"

# The same with legacy KMS: the connector's DPMS property.
start_picker legacy "$O/sleepy-legacy.json" --backend drm
wait_for 50 grep -q "using $TS" "$O/legacy.log"
check legacy-dpms-on-at-start test "$(connector_dpms)" = 0
wait_for 100 grep -q "power: off" "$O/legacy.log"
check legacy-dpms-off test "$(connector_dpms)" = 3
evemu-play "$TS" < "$O/tap.events"
wait_for 50 grep -q "power: awake" "$O/legacy.log"
check legacy-dpms-on-after-touch test "$(connector_dpms)" = 0
host compare-within 5 legacy-woken-screen unchanged.png
stop_picker legacy
check legacy-selection-unchanged grep -q '"row":50,"value":"50"},{"column":1,"id":"b","row":50' "$O/legacy.out"
