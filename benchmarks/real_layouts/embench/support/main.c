#include "support.h"
int main(void) {
    initialise_board();
    initialise_benchmark();
    warm_caches(WARMUP_HEAT);
    start_trigger();
    int result = benchmark();
    stop_trigger();
    return !verify_benchmark(result);
}
