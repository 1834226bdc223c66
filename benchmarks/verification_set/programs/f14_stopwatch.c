/* A stopwatch driven by commands.  Input: at most 2 * 10^5 commands separated by blanks
   (spaces, tabs, carriage returns or newlines), each a word and a time T in milliseconds
   (0 <= T <= 10^15, as scanf's %lld reads it: an optional sign and digits), the times of the
   commands never decreasing.  The watch starts stopped, at 0.  "start T" starts it, or prints
   "running" when it runs; "stop T" stops it, or prints "stopped" when it does not run;
   "lap T" prints "lap N TIME": the N-th lap since the last reset and the time run since the
   lap before it (or since the reset, for the first one), or prints "stopped" when the watch
   does not run; "show T" prints the time run since the last reset; "reset T" sets the time run
   and the laps back to 0, or prints "running" when the watch runs.  A TIME is
   "H:MM:SS.mmm" (hours without a limit, then minutes, seconds and milliseconds).  Output: what
   the commands print, one line each; then "laps N fastest TIME slowest TIME" over the laps
   since the last reset, or "laps 0". */
#include <stdio.h>
#include <string.h>

static void show(long long ms) {
    printf("%lld:%02lld:%02lld.%03lld", ms / 3600000, ms / 60000 % 60, ms / 1000 % 60,
           ms % 1000);
}

int main(void) {
    char word[64];
    long long now = 0, before = 0, started = 0, mark = 0;  /* the time run up to the last start */
    long long fastest = 0, slowest = 0;
    long laps = 0;
    int running = 0;
    while (scanf("%63s", word) == 1) {
        long long t;
        if (scanf("%lld", &t) != 1 || t < now || t > 1000000000000000LL) return 1;
        now = t;
        long long run = before + (running ? t - started : 0);
        if (strcmp(word, "start") == 0) {
            if (running) {
                puts("running");
            } else {
                running = 1;
                started = t;
            }
        } else if (strcmp(word, "stop") == 0) {
            if (!running) {
                puts("stopped");
            } else {
                running = 0;
                before = run;
            }
        } else if (strcmp(word, "lap") == 0) {
            if (!running) {
                puts("stopped");
                continue;
            }
            long long lap = run - mark;
            mark = run;
            laps++;
            if (laps == 1 || lap < fastest) fastest = lap;
            if (laps == 1 || lap > slowest) slowest = lap;
            printf("lap %ld ", laps);
            show(lap);
            putchar('\n');
        } else if (strcmp(word, "show") == 0) {
            show(run);
            putchar('\n');
        } else if (strcmp(word, "reset") == 0) {
            if (running) {
                puts("running");
            } else {
                before = mark = 0;
                laps = 0;
            }
        } else {
            return 1;
        }
    }
    if (laps == 0) {
        puts("laps 0");
    } else {
        printf("laps %ld fastest ", laps);
        show(fastest);
        printf(" slowest ");
        show(slowest);
        putchar('\n');
    }
    return 0;
}
