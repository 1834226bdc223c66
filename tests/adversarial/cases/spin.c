/* Spin forever on the CPU: the wall-clock timeout (and RLIMIT_CPU) must end it. */
int main(void) {
    volatile unsigned long n = 0;
    for (;;) n++;
}
