/* Twelve-hour times, one a line.  Input: lines until the end of the input (at most 10^6 bytes
   in all); the last line may lack its newline, and a carriage return at the end of a line is
   not part of it.  A line is a time when it is an hour of one or two digits (1 to 12, a leading
   zero allowed: 7 or 07), a ':', two digits of minutes (00 to 59), one space and "am" or "pm"
   in any case (am, AM, Am, aM); nothing else may be on the line.  Output: per line the time on
   a 24-hour clock, "HH:MM" (12:xx am is 00:xx, 12:xx pm is 12:xx), or "bad"; then a line
   "valid V of N"; then a line "earliest HH:MM latest HH:MM" over the valid times, or
   "earliest none" when there is none. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>

/* the minutes since midnight of the time s[0..n), or -1 when it is not one */
static long parse(const char *s, long n) {
    long i = 0, hour = 0;
    while (i < n && i < 2 && s[i] >= '0' && s[i] <= '9') hour = hour * 10 + (s[i++] - '0');
    if (i == 0 || hour < 1 || hour > 12) return -1;
    if (n - i != 6 || s[i] != ':' || s[i + 3] != ' ') return -1;
    if (s[i + 1] < '0' || s[i + 1] > '5' || s[i + 2] < '0' || s[i + 2] > '9') return -1;
    long minute = (s[i + 1] - '0') * 10 + (s[i + 2] - '0');
    int half = s[i + 4] | 0x20, m = s[i + 5] | 0x20;
    if ((half != 'a' && half != 'p') || m != 'm') return -1;
    return (hour % 12 + (half == 'p' ? 12 : 0)) * 60 + minute;
}

int main(void) {
    char *line = NULL;
    size_t size = 0;
    ssize_t got;
    long lines = 0, valid = 0, earliest = -1, latest = -1;
    while ((got = getline(&line, &size, stdin)) > 0) {
        long n = (long)got;
        if (line[n - 1] == '\n') n--;
        if (n > 0 && line[n - 1] == '\r') n--;
        lines++;
        long t = parse(line, n);
        if (t < 0) {
            puts("bad");
            continue;
        }
        valid++;
        printf("%02ld:%02ld\n", t / 60, t % 60);
        if (earliest < 0 || t < earliest) earliest = t;
        if (t > latest) latest = t;
    }
    printf("valid %ld of %ld\n", valid, lines);
    if (earliest < 0) puts("earliest none");
    else printf("earliest %02ld:%02ld latest %02ld:%02ld\n", earliest / 60, earliest % 60,
                latest / 60, latest % 60);
    free(line);
    return 0;
}
