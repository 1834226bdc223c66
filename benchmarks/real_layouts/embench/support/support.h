#ifndef SUPPORT_H
#define SUPPORT_H
void initialise_board(void);
void start_trigger(void);
void stop_trigger(void);
void initialise_benchmark(void);
void warm_caches(int heat);
int benchmark(void);
int verify_benchmark(int result);
int rand_beebs(void);
#endif
