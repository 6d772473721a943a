// ERROR: the cluster size must be a compile-time constant
// ERROR-AT: 5:47
__kernel void cluster_n(__global int *a, uint n) {
  size_t i = get_global_id(0);
  a[i] = sub_group_clustered_reduce_max(a[i], n);
}
