/* Palindromes in a text.  Input: free text of at most 10^6 bytes.  A word is a longest run of
   the letters A-Z and a-z; a palindrome is a word of two or more letters that reads the same
   backwards, letters compared without regard to case (Anna, noon).  Output: a line
   "words W palindromes P"; a line "longest S" with the longest palindrome as it is written
   (the first of equally long ones), or "longest none"; and a line "distinct D" with the number
   of different palindromes, compared without regard to case. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXT 1000000

static char text[MAXT + 1], pool[MAXT + 1];
static long at[MAXT / 2 + 1], size[MAXT / 2 + 1], order[MAXT / 2 + 1];

static int letter(int c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
}

static int lower(int c) {
    return c >= 'A' && c <= 'Z' ? c + 32 : c;
}

static int compare(const void *a, const void *b) {
    long i = *(const long *)a, j = *(const long *)b;
    if (size[i] != size[j]) return size[i] < size[j] ? -1 : 1;
    return memcmp(pool + at[i], pool + at[j], (size_t)size[i]);
}

int main(void) {
    long n = (long)fread(text, 1, MAXT, stdin);
    long words = 0, palindromes = 0, used = 0, best = -1, best_length = 0;
    for (long i = 0; i < n;) {
        if (!letter(text[i])) {
            i++;
            continue;
        }
        long j = i;
        while (j < n && letter(text[j])) j++;
        long length = j - i;
        words++;
        int same = length >= 2;
        for (long a = i, b = j - 1; same && a < b; a++, b--)
            if (lower(text[a]) != lower(text[b])) same = 0;
        if (same) {
            at[palindromes] = used;
            size[palindromes] = length;
            order[palindromes] = palindromes;
            for (long a = i; a < j; a++) pool[used++] = (char)lower(text[a]);
            palindromes++;
            if (length > best_length) {
                best_length = length;
                best = i;
            }
        }
        i = j;
    }
    qsort(order, (size_t)palindromes, sizeof order[0], compare);
    long distinct = 0;
    for (long k = 0; k < palindromes; k++)
        if (k == 0 || compare(&order[k - 1], &order[k]) != 0) distinct++;
    printf("words %ld palindromes %ld\n", words, palindromes);
    if (best < 0) {
        puts("longest none");
    } else {
        fputs("longest ", stdout);
        fwrite(text + best, 1, (size_t)best_length, stdout);
        putchar('\n');
    }
    printf("distinct %ld\n", distinct);
    return 0;
}
