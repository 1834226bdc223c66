/* Trains.  Input: lines until the end of the input (at most 10^6 bytes in all); the last line
   may lack its newline.  A line is a train when it is a list of car weights joined by commas,
   each weight one to ten digits with a value from 1 to 10^9, and nothing else on the line.
   Output: per line "cars N weight W heaviest H" for a train of N cars of total weight W whose
   heaviest car weighs H, or "bad"; then a line "trains T bad B". */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    char *line = NULL;
    size_t size = 0;
    ssize_t got;
    long trains = 0, bad = 0;
    while ((got = getline(&line, &size, stdin)) > 0) {
        long n = (long)got;
        if (line[n - 1] == '\n') n--;
        long cars = 0;
        long long weight = 0, heaviest = 0;
        int ok = 1;
        long i = 0;
        for (;;) {
            long long w = 0;
            int digits = 0;
            while (i < n && line[i] >= '0' && line[i] <= '9' && digits <= 10) {
                w = w * 10 + (line[i++] - '0');
                digits++;
            }
            if (digits == 0 || digits > 10 || w < 1 || w > 1000000000LL) {
                ok = 0;
                break;
            }
            cars++;
            weight += w;
            if (w > heaviest) heaviest = w;
            if (i == n) break;
            if (line[i] != ',') {
                ok = 0;
                break;
            }
            i++;
        }
        if (ok) {
            trains++;
            printf("cars %ld weight %lld heaviest %lld\n", cars, weight, heaviest);
        } else {
            bad++;
            puts("bad");
        }
    }
    printf("trains %ld bad %ld\n", trains, bad);
    free(line);
    return 0;
}
