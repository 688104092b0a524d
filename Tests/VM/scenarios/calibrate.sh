# Guest half of calibrate.py: panel-picker calibrate on bochs-drm with a mis-mounted uinput touchscreen.
. Tests/VM/guest/display.sh
O=$VM_OUT
start_touchscreen
TS=$UINPUT_NODE

# No touchscreen: exit 3 with a message naming what was looked at.
"$PP" calibrate --config "$O/timeout.json" --device /dev/input/event99 --backend drm > /dev/null 2> "$O/no-device.log"
status=$?
check no-device-exit-3 test "$status" = 3
check_grep no-device-message "no touchscreen to calibrate.*event99" "$O/no-device.log"

# Nobody taps: the timeout is exit 1 and the config is as it was.
cp "$O/timeout.json" "$O/timeout.before"
"$PP" calibrate --config "$O/timeout.json" --device "$TS" --write --timeout 2 --backend drm > /dev/null 2> "$O/timeout.log"
status=$?
check timeout-exit-1 test "$status" = 1
check timeout-unchanged cmp "$O/timeout.json" "$O/timeout.before"

# tap_targets PREFIX LOG PID: each instruction is logged as "calibrate: <Capitalised text>"; the N-th tap
# waits for the N-th, then the host finds the target on screen and taps it through the sensor's transform.
tap_targets() {
  for n in 1 2 3 4 5 6; do
    wait_for 300 sh -c "[ \$(grep -c 'calibrate: [A-Z]' '$2') -ge $n ] || ! kill -0 $3"
    host hook tap "$1$n" || break
    evemu-play "$TS" < "$O/tap-$1$n.events"
  done
}

"$PP" calibrate --config "$O/calibrate.json" --device "$TS" --write --timeout 120 --backend drm \
  > "$O/calibrate.out" 2> "$O/calibrate.log" &
CAL=$!
tap_targets cli "$O/calibrate.log" $CAL
wait $CAL; status=$?
check calibrate-exit-0 test "$status" = 0
check_grep calibrate-wrote "wrote input.calibration" "$O/calibrate.out"
host hook check_config || host check FAIL check-config-hook "$VM_REPLY"

# run with the written config: a drag through the same sensor lands where simulate says the
# screen-space drag does, and the screen is render's picture of that selection.
host hook predict "$VM_BIN" || host check FAIL predict-hook "$VM_REPLY"
SELECT=${VM_REPLY#ok }
start_picker drag "$O/calibrate.json" --backend drm
wait_for 50 grep -q "using $TS" "$O/drag.log"
evemu-play "$TS" < "$O/drag.events"
sleep 1.5
# shellcheck disable=SC2086
"$PP" render --config "$O/calibrate.json" --out "$O/drag-expected.png" $SELECT
host compare drag-screen drag-expected.png
stop_picker drag
host hook check_run drag || host check FAIL check-run-hook "$VM_REPLY"

# The socket's calibrate on the running kiosk: the targets, a calibrated event, the picker again,
# and touches mapped by the config as before.
start_picker socket "$O/calibrate.json" --backend drm
wait_for 50 grep -q "using $TS" "$O/socket.log"
"$PP" ctl --json subscribe calibrated calibration_cancelled > "$O/socket-events.jsonl" 2>&1 &
SUB=$!
wait_for 50 grep -q . "$O/socket-events.jsonl"
check socket-calibrate-reply "$PP" ctl calibrate
tap_targets socket "$O/socket.log" "$PICKER_PID"
wait_for 50 grep -q '"calibrated"' "$O/socket-events.jsonl"
kill "$SUB"; wait "$SUB"
host hook check_socket_event || host check FAIL check-socket-event-hook "$VM_REPLY"
sleep 0.5
render_expected "$O/calibrate.json" socket-expected.png
host compare socket-screen socket-expected.png
evemu-play "$TS" < "$O/drag.events"
sleep 1.5
stop_picker socket
host hook check_run socket || host check FAIL check-socket-run-hook "$VM_REPLY"
