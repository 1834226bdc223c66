/* Durations.  Input: lines until the end of the input, at most 2 * 10^5 of them, each at most
   100 bytes: a duration written as up to four parts "Nd", "Nh", "Nm", "Ns" in that order, each
   unit at most once and at least one part (0 <= N <= 10^6, decimal digits), with nothing else
   on the line.  Output per line: "T = DdHHhMMmSSs", T the duration in seconds and its days,
   hours, minutes and seconds (hours, minutes and seconds below 24, 60, 60, two digits each),
   or "invalid"; then, after the last line, "total T = DdHHhMMmSSs" over the valid lines. */
#include <stdio.h>
#include <string.h>

static const char UNITS[] = "dhms";
static const long long SECONDS[] = {86400, 3600, 60, 1};

static int parse(const char *s, long long *out) {
    long long total = 0;
    int next = 0, parts = 0;  /* the first unit that may still come */
    while (*s) {
        if (*s < '0' || *s > '9') return 0;
        long long v = 0;
        while (*s >= '0' && *s <= '9') {
            v = v * 10 + (*s++ - '0');
            if (v > 1000000) return 0;
        }
        const char *u = *s ? strchr(UNITS + next, *s) : NULL;
        if (!u) return 0;
        next = (int)(u - UNITS) + 1;
        total += v * SECONDS[u - UNITS];
        parts++;
        s++;
    }
    *out = total;
    return parts > 0;
}

static void show(long long t) {
    printf("%lld = %lldd%02lldh%02lldm%02llds\n", t, t / 86400, t / 3600 % 24, t / 60 % 60,
           t % 60);
}

int main(void) {
    static char line[104];
    long long total = 0;
    int c;
    for (;;) {
        int len = 0;
        while ((c = getchar()) != EOF && c != '\n') {
            if (len == 100) return 1;
            line[len++] = (char)c;
        }
        if (c == EOF && len == 0) break;
        line[len] = '\0';
        long long t;
        if (parse(line, &t)) {
            show(t);
            total += t;
        } else {
            puts("invalid");
        }
        if (c == EOF) break;
    }
    printf("total ");
    show(total);
    return 0;
}
