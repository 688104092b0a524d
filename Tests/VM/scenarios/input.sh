# Guest half of input.py: real evdev devices into vm-input, gesture by gesture.
load_input
O=$VM_OUT
host hook prepare || host check FAIL prepare-hook "$VM_REPLY"

# start_input NAME [CONFIG]: vm-input in the background, its trace, stdout and log named NAME.
start_input() {
  rm -f "$O/$1.ready"
  "$VM_BIN/vm-input" --config "${2:-$O/picker.json}" --trace-out "$O/$1.trace.jsonl" --ready "$O/$1.ready" \
    >"$O/$1.out" 2>"$O/$1.log" &
  INPUT_PID=$!
  wait_for 100 test -e "$O/$1.ready" || host check FAIL "$1-start" "vm-input did not start: $(vm_oneline <"$O/$1.log")"
}
# stop_input: SIGTERM; vm-input prints its final line and exits 0.
stop_input() { kill -TERM "$INPUT_PID"; wait "$INPUT_PID"; }
# wait_rest NAME: until vm-input reports the picker at rest after input.
wait_rest() { wait_for 100 grep -q '"selection"' "$O/$1.out"; }

# Hot-plug: the touchscreen appears while vm-input is already running.
start_input drag
uinput_device "$O/touchscreen.evemu"
EVEMU_PID=$UINPUT_PID TS=$UINPUT_NODE
wait_for 50 grep -q "using $TS" "$O/drag.log"
check_grep hotplug-added "using $TS \(PanelPicker VM Touchscreen\): touchscreen" "$O/drag.log"
evemu-play "$TS" <"$O/drag.events"
wait_rest drag
stop_input
host hook check_gesture drag "$VM_BIN" || host check FAIL drag-hook "$VM_REPLY"

for g in tap fling spin; do
  start_input $g
  evemu-play "$TS" <"$O/$g.events"
  wait_rest $g
  stop_input
  host hook check_gesture $g "$VM_BIN" || host check FAIL $g-hook "$VM_REPLY"
done

# The drag on touchscreens without slots: protocol A, and single touch.
for g in drag-protocol-a drag-single; do
  start_input $g
  uinput_device "$O/$g.evemu"
  wait_for 50 grep -q "using $UINPUT_NODE" "$O/$g.log"
  evemu-play "$UINPUT_NODE" <"$O/$g.events"
  wait_rest $g
  stop_input
  kill -TERM "$UINPUT_PID"; wait "$UINPUT_PID"
  host hook check_gesture $g "$VM_BIN" || host check FAIL $g-hook "$VM_REPLY"
done

# SYN_DROPPED for real: the reader is stopped while the device floods its buffer.
start_input dropped
evemu-play "$TS" <"$O/dropped-1.events"
wait_for 50 grep -q '"move"' "$O/dropped.trace.jsonl"
kill -STOP "$INPUT_PID"
evemu-play "$TS" <"$O/dropped-2.events"
kill -CONT "$INPUT_PID"
sleep 0.5
evemu-play "$TS" <"$O/dropped-3.events"
wait_rest dropped
stop_input
check_grep dropped-logged "SYN_DROPPED" "$O/dropped.log"
host hook check_cancelled dropped "$VM_BIN" || host check FAIL dropped-hook "$VM_REPLY"

# CPU time while a finger drags for two seconds.
start_input long-drag
measure_cpu "$INPUT_PID" "$O/long-drag.cpu" evemu-play "$TS" <"$O/long-drag.events"
wait_rest long-drag
stop_input
host hook measure "$VM_BIN" || host check FAIL measure-hook "$VM_REPLY"

# Unplug mid-touch: the uinput device is destroyed while a finger is down.
start_input unplug
evemu-play "$TS" <"$O/held.events"
wait_for 50 grep -q '"move"' "$O/unplug.trace.jsonl"
kill -TERM "$EVEMU_PID"; wait "$EVEMU_PID"
wait_rest unplug
check_grep unplug-logged "$TS .*(unplugged|removed)" "$O/unplug.log"
stop_input
host hook check_cancelled unplug "$VM_BIN" || host check FAIL unplug-hook "$VM_REPLY"

# QMP: the usb-tablet as one finger, its wheel as an encoder, the virtio keyboard.
wait_for 50 sh -c 'grep -q "USB Tablet" /proc/bus/input/devices'
start_input tablet
host tablet 8192 20480 down
for y in 19115 17749 16384 14336; do sleep 0.1; host tablet 8192 $y move; done
sleep 0.5
host tablet 8192 14336 up
wait_rest tablet
stop_input
host hook check_gesture tablet "$VM_BIN" || host check FAIL tablet-hook "$VM_REPLY"

start_input wheel
for k in 1 2; do
  host qmp '{"execute":"input-send-event","arguments":{"events":[{"type":"btn","data":{"button":"wheel-down","down":true}}]}}'
  host qmp '{"execute":"input-send-event","arguments":{"events":[{"type":"btn","data":{"button":"wheel-down","down":false}}]}}'
  sleep 0.2
done
wait_rest wheel
stop_input
host hook check_gesture wheel "$VM_BIN" || host check FAIL wheel-hook "$VM_REPLY"

# Keys, read by two instances: the one with "grab": true takes them all.
start_input keys "$O/picker-grab.json"
KEYS_PID=$INPUT_PID
start_input bystander
for key in down down down tab up; do host key $key; sleep 0.1; done
wait_for 100 grep -q '"selection"' "$O/keys.out"
kill -TERM "$KEYS_PID" "$INPUT_PID"
wait "$KEYS_PID"; wait "$INPUT_PID"
host hook check_gesture keys "$VM_BIN" || host check FAIL keys-hook "$VM_REPLY"
check grab-exclusive test ! -s "$O/bystander.trace.jsonl"

# A held key: the kernel's autorepeat steps one row per repeat and stops at the release.
start_input repeat
key_event() {
  host qmp "{\"execute\":\"input-send-event\",\"arguments\":{\"events\":[{\"type\":\"key\",\"data\":{\"down\":$1,\"key\":{\"type\":\"qcode\",\"data\":\"down\"}}}]}}"
}
key_event true
sleep 1
key_event false
sleep 0.5
steps=$(grep -c '"type":"key"' "$O/repeat.trace.jsonl")
sleep 1
check repeat-stops-at-release test "$steps" = "$(grep -c '"type":"key"' "$O/repeat.trace.jsonl")"
wait_rest repeat
stop_input
host hook check_repeat "$VM_BIN" || host check FAIL repeat-hook "$VM_REPLY"
