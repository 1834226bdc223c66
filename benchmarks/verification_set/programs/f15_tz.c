/* Times converted between time zones, one a line.  Input: lines until the end of the input (at
   most 10^6 bytes in all); the last line may lack its newline, and a carriage return at the
   end of a line is not part of it.  A line is a conversion when it is "HH:MM FROM TO", single
   spaces between: a time of day (two digits each, HH 00 to 23, MM 00 to 59) and two zones,
   each "UTC" alone or followed by a sign ('+' or '-') and an offset of one or two digits of
   hours, optionally followed by ':' and two digits of minutes (00 to 59), the offset at most
   14:00 (UTC+5:30, UTC-08, UTC-0:45).  Output per line: the time in zone TO when it is HH:MM in
   zone FROM, as "HH:MM", followed by " (+1 day)", " (-1 day)", " (+2 days)" or " (-2 days)"
   when that falls on another day; or "invalid" for a line that is not a conversion.  Then a
   line "lines N invalid I". */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int digit(int c) {
    return c >= '0' && c <= '9';
}

/* the zone s[0..n) as minutes east of UTC into *out; 0 when it is not one */
static int zone(const char *s, long n, long *out) {
    if (n < 3 || memcmp(s, "UTC", 3) != 0) return 0;
    if (n == 3) {
        *out = 0;
        return 1;
    }
    int sign = s[3] == '+' ? 1 : s[3] == '-' ? -1 : 0;
    if (!sign) return 0;
    long i = 4, hours = 0, minutes = 0;
    int digits = 0;
    while (i < n && digit(s[i]) && digits < 2) {
        hours = hours * 10 + (s[i++] - '0');
        digits++;
    }
    if (digits == 0) return 0;
    if (i < n) {
        if (n - i != 3 || s[i] != ':' || !digit(s[i + 1]) || !digit(s[i + 2])) return 0;
        minutes = (s[i + 1] - '0') * 10 + (s[i + 2] - '0');
        if (minutes > 59) return 0;
    }
    if (hours * 60 + minutes > 14 * 60) return 0;
    *out = sign * (hours * 60 + minutes);
    return 1;
}

/* the line s[0..n) converted into *minutes and *days; 0 when it is not a conversion */
static int convert(const char *s, long n, long *minutes, long *days) {
    if (n < 5 || !digit(s[0]) || !digit(s[1]) || s[2] != ':' || !digit(s[3]) || !digit(s[4]))
        return 0;
    long hh = (s[0] - '0') * 10 + (s[1] - '0'), mm = (s[3] - '0') * 10 + (s[4] - '0');
    if (hh > 23 || mm > 59 || n < 6 || s[5] != ' ') return 0;
    const char *from = s + 6, *space = memchr(from, ' ', (size_t)(n - 6));
    if (!space) return 0;
    const char *to = space + 1;
    long from_n = space - from, to_n = s + n - to, from_off, to_off;
    if (!zone(from, from_n, &from_off) || !zone(to, to_n, &to_off)) return 0;
    long t = hh * 60 + mm - from_off + to_off, d = 0;
    while (t < 0) {
        t += 1440;
        d--;
    }
    while (t >= 1440) {
        t -= 1440;
        d++;
    }
    *minutes = t;
    *days = d;
    return 1;
}

int main(void) {
    char *line = NULL;
    size_t size = 0;
    ssize_t got;
    long lines = 0, invalid = 0;
    while ((got = getline(&line, &size, stdin)) > 0) {
        long n = (long)got;
        if (line[n - 1] == '\n') n--;
        if (n > 0 && line[n - 1] == '\r') n--;
        lines++;
        long t, d;
        if (!convert(line, n, &t, &d)) {
            puts("invalid");
            invalid++;
            continue;
        }
        printf("%02ld:%02ld", t / 60, t % 60);
        if (d) printf(" (%+ld day%s)", d, d == 1 || d == -1 ? "" : "s");
        putchar('\n');
    }
    printf("lines %ld invalid %ld\n", lines, invalid);
    free(line);
    return 0;
}
