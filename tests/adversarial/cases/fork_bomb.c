/* Fork bomb: every process forks forever.  RLIMIT_NPROC (per sandbox uid) and the wall-clock
   timeout must contain it; no process may survive the evaluation. */
#include <unistd.h>
int main(void) {
    for (;;) fork();
}
