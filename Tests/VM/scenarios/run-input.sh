# Guest half of run-input.py: panel-picker run on bochs-drm, moved by real input devices.
. Tests/VM/guest/display.sh
O=$VM_OUT
start_touchscreen
EVEMU_PID=$UINPUT_PID TS=$UINPUT_NODE
wait_for 50 sh -c 'grep -q "USB Tablet" /proc/bus/input/devices'

# start_run NAME [CONFIG]: start_picker on DRM, recording its input, then until the touchscreen is in use.
start_run() {
  start_picker "$1" "${2:-$O/picker.json}" --backend drm --record-input "$O/$1.trace.jsonl"
  wait_for 50 grep -q "using $TS" "$O/$1.log"
}
check_run() { host hook check_run "$@" || host check FAIL "$1-hook" "$VM_REPLY"; }
# Settling takes well under a second ("fast" deceleration); frames are drawn meanwhile.
SETTLE=1.5

for g in drag tap fling spin; do
  start_run $g
  evemu-play "$TS" <"$O/$g.events"
  sleep $SETTLE
  if [ $g = drag ]; then
    "$PP" render --config "$O/picker.json" --out "$O/drag-expected.png" --select a=52 --select b=50
    host compare drag-screen drag-expected.png
  fi
  stop_picker $g
  check_run $g "$VM_BIN"
done

# Mounted turned 90°: the finger lands on the rotated picture's pixel.
start_run rot90 "$O/picker-rot90.json"
evemu-play "$TS" <"$O/rot90.events"
sleep $SETTLE
"$PP" render --config "$O/picker-rot90.json" --out "$O/rot90-expected.png" --select a=52 --select b=50
host compare rot90-screen rot90-expected.png 90
stop_picker rot90
check_run rot90 "$VM_BIN" picker-rot90.json

# QMP: the usb-tablet as one finger, the virtio keyboard.
start_run tablet
tablet_drag
sleep $SETTLE
stop_picker tablet
check_run tablet "$VM_BIN"

start_run keys
for key in down down down tab up; do host key $key; sleep 0.1; done
sleep $SETTLE
stop_picker keys
check_run keys "$VM_BIN"

# Idle: no wake-ups at all; then CPU time while a finger drags for two seconds.
switches() { awk '/ctxt_switches/ { n += $2 } END { print n }' "/proc/$1/status"; }
start_run long-drag
sleep 0.5
before=$(switches "$PICKER_PID"); sleep 2; after=$(switches "$PICKER_PID")
check idle-no-wakeups test "$before" = "$after"
measure_cpu "$PICKER_PID" "$O/long-drag.cpu" evemu-play "$TS" <"$O/long-drag.events"
sleep $SETTLE
stop_picker long-drag
host hook measure "$VM_BIN" || host check FAIL measure-hook "$VM_REPLY"

# Unplug mid-touch: the touch is cancelled and the loop goes on (a key still moves the picker).
start_run unplug
evemu-play "$TS" <"$O/held.events"
sleep 0.3
kill -TERM "$EVEMU_PID"; wait "$EVEMU_PID"
sleep $SETTLE
host key down
sleep $SETTLE
check_grep unplug-logged "$TS .*(unplugged|removed)" "$O/unplug.log"
stop_picker unplug
check_run unplug "$VM_BIN"
