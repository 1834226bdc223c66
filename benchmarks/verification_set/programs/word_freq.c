/* Word frequencies.  Input: any text of at most 10^6 bytes.  A word is a maximal run of ASCII
   letters (A-Z, a-z); words are compared ignoring case.  Output: the number of words, the
   number of distinct words, then the most frequent word in lowercase and its count (the
   alphabetically first of equally frequent words); just "0 0" when there are no words. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXTEXT 1000000

static char pool[2 * MAXTEXT + 2];
static char *words[MAXTEXT / 2 + 1];

static int cmp(const void *a, const void *b) {
    return strcmp(*(char *const *)a, *(char *const *)b);
}

int main(void) {
    long used = 0, count = 0, len = 0, bytes = 0;
    int c;
    while ((c = getchar()) != EOF) {
        if (++bytes > MAXTEXT) return 1;
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) {
            if (len++ == 0) words[count++] = &pool[used];
            pool[used++] = (char)(c <= 'Z' ? c - 'A' + 'a' : c);
        } else if (len) {
            pool[used++] = 0;
            len = 0;
        }
    }
    if (len) pool[used++] = 0;
    if (count == 0) {
        puts("0 0");
        return 0;
    }
    qsort(words, (size_t)count, sizeof words[0], cmp);
    long distinct = 0, best = 0;
    const char *best_word = words[0];
    for (long i = 0; i < count;) {
        long j = i;
        while (j < count && strcmp(words[j], words[i]) == 0) j++;
        distinct++;
        if (j - i > best) {
            best = j - i;
            best_word = words[i];
        }
        i = j;
    }
    printf("%ld %ld %s %ld\n", count, distinct, best_word, best);
    return 0;
}
