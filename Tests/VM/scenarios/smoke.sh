load_display
check card-present ls /dev/dri/card0
$VM_BIN/vm-pattern --expect /tmp/out/pattern.ppm --flips 30 2>/tmp/out/pattern.log &
pid=$!
wait_for 100 test -s /tmp/out/pattern.ppm
host compare pattern-upright pattern.ppm 0
kill -TERM $pid; wait $pid; echo "exit $?" >> /tmp/out/pattern.log
