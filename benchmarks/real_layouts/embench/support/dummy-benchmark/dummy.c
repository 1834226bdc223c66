#include "support.h"
void initialise_benchmark(void) {}
void warm_caches(int heat) { (void)heat; }
int benchmark(void) { return 0; }
int verify_benchmark(int result) { return result == 0; }
