#include "support.h"
#define LOCAL_SCALE_FACTOR 4000
static int data[1000];
static int checksum;
void initialise_benchmark(void) { for (int i = 0; i < 1000; i++) data[i] = rand_beebs() % 100; }
static int benchmark_body(int rpt) {
    int s = 0;
    for (int r = 0; r < rpt; r++) { s = 0; for (int i = 0; i < 1000; i++) s += data[i] * data[i]; }
    return s;
}
void warm_caches(int heat) { checksum = benchmark_body(heat); }
int benchmark(void) { return benchmark_body(LOCAL_SCALE_FACTOR * CPU_MHZ); }
int verify_benchmark(int result) { return result == checksum && result == 3352245; }
